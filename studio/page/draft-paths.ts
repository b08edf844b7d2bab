// Edits of a definition draft by path: the changed value's containers are copied, every other value is shared, so
// the editor's fields can skip rendering when their value is the same object (studio/page/DefinitionEditor.tsx).

type Json = Record<string, unknown>;

/** Where a value sits in the definition: keys and array indexes from its root. */
export type Path = readonly (string | number)[];
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The definition with the value at `path` replaced (containers copied along the path, the rest shared). */
export function setIn(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path;
  if (typeof key === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[key] = setIn(list[key], rest, next);
    return list;
  }
  const obj = isObject(value) ? value : {};
  return { ...obj, [key!]: setIn(obj[key!], rest, next) };
}

/** The definition without the value at `path` (a non-empty path). */
export function removeIn(value: unknown, path: Path): unknown {
  const key = path[path.length - 1];
  const parent = path.slice(0, -1);
  const container = parent.reduce<unknown>((at, k) => (at as Json | undefined)?.[k as string], value);
  return setIn(value, parent, Array.isArray(container) ? container.filter((_, j) => j !== key)
    : Object.fromEntries(Object.entries(isObject(container) ? container : {}).filter(([k]) => k !== key)));
}
