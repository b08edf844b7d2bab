// The SPA's atom hooks (src/state/atom-hooks.ts): jotai's useAtomValue re-renders every reader once at mount, outside any
// transition; these render a mount once and still show every change, also one made between the render and the
// subscription.
import { act, render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { atom, createStore, Provider } from 'jotai';
import { Profiler, useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useAtom, useAtomValue } from '@/state/atom-hooks';

const flushEffects = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

describe('atom hooks', () => {
  it('a reader\'s mount is one commit', async () => {
    const count = atom(1);
    const commits: string[] = [];
    function Reader() { return <p>{useAtomValue(count)}</p>; }
    render(<Provider store={createStore()}><Profiler id="reader" onRender={(_id, phase) => commits.push(phase)}><Reader /></Profiler></Provider>);
    await flushEffects();
    expect(commits).toEqual(['mount']);
  });

  it('shows a change made after the render, before its subscription', async () => {
    const count = atom(1);
    const store = createStore();
    function Reader() { return <p>värde {useAtomValue(count)}</p>; }
    function ChangesOnMount() {
      useLayoutEffect(() => store.set(count, 2), []); // runs after the render, before the reader's effect subscribes
      return null;
    }
    render(<Provider store={store}><Reader /><ChangesOnMount /></Provider>);
    await flushEffects();
    expect(screen.getByText('värde 2')).toBeTruthy();
  });

  it('shows later changes; useAtom sets', async () => {
    const count = atom(1);
    const store = createStore();
    function Counter() {
      const [value, setValue] = useAtom(count);
      return <button type="button" onClick={() => setValue((n) => n + 1)}>värde {value}</button>;
    }
    render(<Provider store={store}><Counter /></Provider>);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByText('värde 2')).toBeTruthy();
    await act(async () => store.set(count, 7));
    expect(screen.getByText('värde 7')).toBeTruthy();
  });

  const root = join(import.meta.dirname, '../../../src');
  const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  const sourcesMatching = (pattern: RegExp) => sources.filter((file) => pattern.test(readFileSync(join(root, file), 'utf8')));

  it('the SPA reads atoms through them, not through jotai\'s', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sourcesMatching(/import \{[^}]*\buseAtom(Value)?\b[^}]*\} from 'jotai'/)).toEqual([]);
  });

  it('components and derived atoms read authViewAtom, which a token or the drawer leaves as it was, not authAtom', () => {
    // state/auth.ts, authAtom's home, derives the atoms the others read.
    expect(sourcesMatching(/useAtom(Value)?\(authAtom\)|(?<!\.)\bget\(authAtom\)/)).toEqual(['state/auth.ts']);
  });
});
