// Heap snapshot comparison for the memory probe and the soak: objects by constructor, count and shallow size.
import { readFileSync } from 'node:fs';

export type Summary = Map<string, { count: number; size: number }>;
export function summarise(path: string): Summary {
  const snapshot = JSON.parse(readFileSync(path, 'utf8')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[]; strings: string[] };
  const fields = snapshot.snapshot.meta.node_fields;
  const [typeNames] = snapshot.snapshot.meta.node_types;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [number, number, number];
  const summary: Summary = new Map();
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = typeNames[snapshot.nodes[i + typeAt] ?? 0] ?? '?';
    const name = type === 'object' || type === 'closure' || type === 'native' ? snapshot.strings[snapshot.nodes[i + nameAt] ?? 0] ?? '?' : `(${type})`;
    const entry = summary.get(name) ?? { count: 0, size: 0 };
    entry.count += 1;
    entry.size += snapshot.nodes[i + sizeAt] ?? 0;
    summary.set(name, entry);
  }
  return summary;
}
export function growth(from: Summary, to: Summary, top = 12): string[] {
  return [...to.entries()]
    .map(([name, { count, size }]) => ({ name, count: count - (from.get(name)?.count ?? 0), size: size - (from.get(name)?.size ?? 0) }))
    .sort((a, b) => b.size - a.size).slice(0, top)
    .map(({ name, count, size }) => `  ${name.slice(0, 48).padEnd(48)} ${(size / 1024).toFixed(0).padStart(8)} KB ${String(count).padStart(8)} objects`);
}
