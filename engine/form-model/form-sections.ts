import type { Definition } from '../model/definition';

/** A section of a laid-out form: a heading over fields, or over a table whose cells are fields (null: hidden). */
export type FormSection =
  | { kind: 'fields'; title?: string; fields: string[] }
  | { kind: 'table'; title?: string; columns?: string[]; rows: { title: string; fields: (string | null)[] }[] };

/**
 * The definition's x-layout for the visible fields (value keys; a range property gives both ends), or undefined
 * without one. Rows and sections left without a visible field are dropped.
 */
export function formSections(def: Definition, visible: readonly string[]): FormSection[] | undefined {
  const layout = def.json['x-layout'];
  if (!layout) return undefined;
  const shown = new Set(visible);
  const fieldsOf = (property: string) => def.fields.filter((f) => f.property === property && shown.has(f.name)).map((f) => f.name);
  const sections: FormSection[] = [];
  for (const s of layout) {
    const title = s.title ? { title: s.title } : {};
    if (s.fields) {
      const fields = s.fields.flatMap(fieldsOf);
      if (fields.length > 0) sections.push({ kind: 'fields', ...title, fields });
      continue;
    }
    const rows = (s.rows ?? [])
      .map((row) => ({ title: row.title, fields: row.fields.map((p) => fieldsOf(p)[0] ?? null) }))
      .filter((row) => row.fields.some((f) => f !== null));
    if (rows.length > 0) sections.push({ kind: 'table', ...title, ...(s.columns ? { columns: s.columns } : {}), rows });
  }
  return sections;
}
