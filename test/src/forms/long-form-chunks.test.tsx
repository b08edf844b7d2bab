import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { FieldJson } from '@ombudsportalen/engine';
import { ROWS_PER_CHUNK } from '@/forms/field-chunks';
import { FIELDS_PER_PAINT } from '@/forms/use-field-limit';
import { controlLabelled } from '../support/label-query';
import { inlineForm, renderForm } from './helpers';

// `count` text fields t001.. (every one with a default, so a submit carries all of them).
function textFields(count: number) {
  const properties: Record<string, FieldJson> = {};
  for (let i = 1; i <= count; i++) properties[`t${String(i).padStart(3, '0')}`] = { type: 'string', title: `Fält ${i}`, default: `v${i}` };
  return inlineForm(properties);
}

// The form's list of fields: its first Stack (a long form's chunks are Stacks inside it).
const fieldList = () => screen.getAllByRole('textbox', { hidden: true })[0]!.closest('form')!.querySelector('.MuiStack-root')!;
// The boxes the browser may skip while out of view.
const skippable = () => [...fieldList().querySelectorAll<HTMLElement>('*')].filter((e) => e.style.contentVisibility === 'auto');

// The rest of a long form comes in the task after its first paint: run that task by hand (fake timers, flushed by act)
// instead of waiting for it in real time, which a loaded machine can stretch past any timeout (issue 23 item 18).
function renderWhole(render: () => ReturnType<typeof renderForm>, firstCommit: () => void = () => undefined) {
  vi.useFakeTimers();
  try {
    const rendered = render();
    firstCommit();
    act(() => void vi.runOnlyPendingTimers());
    return rendered;
  } finally {
    vi.useRealTimers();
  }
}

describe('a long form paints its first fields first', () => {
  it('renders a form of FIELDS_PER_PAINT fields whole in its first commit', () => {
    renderForm({ definition: textFields(FIELDS_PER_PAINT) });
    expect(screen.getAllByRole('textbox', { hidden: true })).toHaveLength(FIELDS_PER_PAINT);
    expect(fieldList().getAttribute('aria-busy')).toBeNull();
  });

  it('mounts only FIELDS_PER_PAINT widgets in the first commit of a longer form, then the rest, and submits every value', async () => {
    const onSubmit = vi.fn();
    const total = FIELDS_PER_PAINT + 10;
    const { user } = renderWhole(() => renderForm({ definition: textFields(total), onSubmit }), () => {
      expect(screen.getAllByRole('textbox', { hidden: true })).toHaveLength(FIELDS_PER_PAINT);
      expect(controlLabelled(`Fält ${FIELDS_PER_PAINT}`)).toBeTruthy();
      expect(screen.queryByText(`Fält ${FIELDS_PER_PAINT + 1}`, { selector: 'label' })).toBeNull();
      expect(fieldList().getAttribute('aria-busy')).toBe('true');
    });
    expect(screen.getAllByRole('textbox', { hidden: true })).toHaveLength(total);
    expect(fieldList().getAttribute('aria-busy')).toBeNull();
    expect((controlLabelled(`Fält ${total}`) as HTMLInputElement).value).toBe(`v${total}`);
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(Object.keys(onSubmit.mock.calls[0]![0] as object)).toHaveLength(total);
  }, 60_000); // jsdom renders MUI fields slowly

  it('renders all the rest of a long form in the one render after its first paint, not FIELDS_PER_PAINT at a time', () => {
    vi.useFakeTimers();
    try {
      const total = 2 * FIELDS_PER_PAINT + 5;
      renderForm({ definition: textFields(total) });
      expect(screen.getAllByRole('textbox', { hidden: true })).toHaveLength(FIELDS_PER_PAINT);
      act(() => void vi.runOnlyPendingTimers()); // the task after the first paint: one transition, flushed by act
      expect(screen.getAllByRole('textbox', { hidden: true })).toHaveLength(total);
      expect(fieldList().getAttribute('aria-busy')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  }, 60_000); // jsdom renders 125 MUI fields slowly

  it('skips what is out of view per chunk of ROWS_PER_CHUNK fields in a long form, nothing in a short one', async () => {
    // A short form's field laid out late, at its own height instead of the size guessed for it, moved the sections
    // below (Butikens uppgifter's layout shift on a phone, issue 38 §3).
    const short = renderForm({ definition: textFields(FIELDS_PER_PAINT) });
    expect(screen.getAllByRole('textbox')).toHaveLength(FIELDS_PER_PAINT);
    expect(skippable()).toHaveLength(0);
    short.unmount();

    const total = FIELDS_PER_PAINT + 15;
    renderWhole(() => renderForm({ definition: textFields(total) }));
    expect(screen.getAllByRole('textbox', { hidden: true })).toHaveLength(total);
    const chunks = skippable();
    expect(chunks.map((chunk) => chunk.querySelectorAll('input').length)).toStrictEqual([...Array(Math.floor(total / ROWS_PER_CHUNK)).fill(ROWS_PER_CHUNK), total % ROWS_PER_CHUNK]);
    expect(chunks.every((chunk) => chunk.parentElement === fieldList())).toBe(true);
    expect(chunks[1]!.querySelector('input')!.id).toBe(controlLabelled(`Fält ${ROWS_PER_CHUNK + 1}`).id);
  }, 60_000);

  it('keeps every field in its chunk when typing shows a field: nothing is mounted anew, the typed field keeps its focus', async () => {
    const properties: Record<string, FieldJson> = { t001: { type: 'string', title: 'Visa' } };
    properties.t002 = { type: 'string', title: 'Villkorat', 'x-condition': { op: 'equals', field: 't001', value: 'ja' } };
    for (let i = 3; i <= FIELDS_PER_PAINT + 5; i++) properties[`t${String(i).padStart(3, '0')}`] = { type: 'string', title: `Fält ${i}` };
    const { user } = renderWhole(() => renderForm({ definition: inlineForm(properties) }));
    expect(screen.getAllByRole('textbox', { hidden: true })).toHaveLength(FIELDS_PER_PAINT + 4); // all but the conditional field
    const tenth = controlLabelled(`Fält ${ROWS_PER_CHUNK}`);
    const eleventh = controlLabelled(`Fält ${ROWS_PER_CHUNK + 1}`);
    const shower = controlLabelled('Visa');
    await user.click(shower);
    await user.keyboard('ja');
    expect(controlLabelled('Villkorat')).toBeTruthy();
    expect(document.activeElement).toBe(shower);
    // The same input elements, in the same chunks: nothing moved to another chunk, nothing was mounted anew.
    expect(controlLabelled(`Fält ${ROWS_PER_CHUNK}`)).toBe(tenth);
    expect(controlLabelled(`Fält ${ROWS_PER_CHUNK + 1}`)).toBe(eleventh);
    expect(skippable()[0]!.contains(tenth)).toBe(true);
    expect(skippable()[1]!.contains(eleventh)).toBe(true);
    expect(controlLabelled('Visa')).toBe(shower);
  }, 60_000);
});

/** An IntersectionObserver the test moves: `bringNear()` tells every observed chunk it has come within a screen of view. */
function fakeIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    bringNear: () =>
      act(async () => {
        for (const o of [...observers]) o.callback(o.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry), o as unknown as IntersectionObserver);
      }),
  };
}

describe('a long form mounts a date picker once its chunk is near the view (issue 39 §5)', () => {
  // FIELDS_PER_PAINT text fields, then one date field in the last chunk.
  function withDateAtTheEnd() {
    const properties: Record<string, FieldJson> = {};
    for (let i = 1; i <= FIELDS_PER_PAINT; i++) properties[`t${String(i).padStart(3, '0')}`] = { type: 'string', title: `Fält ${i}` };
    properties.day = { type: 'string', format: 'date', title: 'Dag', 'x-default': 'none' };
    return inlineForm(properties);
  }

  it('a far date field takes a typed day, sent as typed; near the view, and once left, it is the picker', async () => {
    const { bringNear } = fakeIntersectionObserver();
    const onSubmit = vi.fn();
    const { user } = renderWhole(() => renderForm({ definition: withDateAtTheEnd(), onSubmit }));
    // The date field's chunk, the last: asked by role and name there, not among the page's 60 other text boxes.
    const day = within(skippable().at(-1)!);
    const typed = day.getByRole('textbox', { name: 'Dag' });
    expect(day.queryByRole('group', { name: 'Dag' })).toBeNull();
    await user.type(typed, '2024-03-01');
    expect((typed as HTMLInputElement).value).toBe('2024-03-01');
    await bringNear(); // while the person is in the field it stays as it is
    expect(day.getByRole('textbox', { name: 'Dag' })).toBe(typed);
    await user.tab(); // left: the picker, holding the same day
    expect(await day.findByRole('group', { name: 'Dag' })).toBeTruthy();
    expect(day.queryByRole('textbox', { name: 'Dag' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ day: '2024-03-01' });
  }, 60_000);
});
