import { useSetAtom, useStore, type Atom, type WritableAtom } from 'jotai';
import { startTransition, useEffect, useReducer } from 'react';

type Read<Value> = readonly [value: Value, store: ReturnType<typeof useStore>, atom: Atom<Value>];

/**
 * jotai's useAtomValue for the app's plain (not async) atoms, without its update at every mount: jotai re-renders each
 * reader once its effect has subscribed, outside any transition, and a page mounts some 30 readers at once: one long
 * task on a phone (TBT, docs/decisions/pages-on-a-phone.md). Here the effect re-renders only if the atom changed
 * between the render and the subscription, and then in a transition. The SPA imports these, not jotai's
 * (test/src/state/atom-hooks.test.tsx).
 */
export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const [read, rerender] = useReducer(
    (previous: Read<Value>): Read<Value> => {
      const value = store.get(atom);
      return Object.is(previous[0], value) && previous[1] === store && previous[2] === atom ? previous : [value, store, atom];
    },
    undefined,
    (): Read<Value> => [store.get(atom), store, atom],
  );
  let value = read[0];
  if (read[1] !== store || read[2] !== atom) {
    rerender();
    value = store.get(atom);
  }
  useEffect(() => {
    const unsubscribe = store.sub(atom, rerender);
    if (!Object.is(store.get(atom), value)) startTransition(rerender); // most often an answer that arrived meanwhile
    return unsubscribe;
    // `value` is the one this render showed: the check is against it, once, when the subscription starts.
  }, [store, atom]);
  return value;
}

/** jotai's useAtom for a plain atom, reading through useAtomValue above. */
export function useAtom<Value, Args extends unknown[], Result>(atom: WritableAtom<Value, Args, Result>): [Value, (...args: Args) => Result] {
  return [useAtomValue(atom), useSetAtom(atom)];
}
