import type { DefinitionJson } from '../declarations.gen';

type Report = (pointer: string, message: string) => void;

/** x-layout names each drawn property exactly once (a hidden one may be left out); table cells are plain fields (no ranges), at most one per column. */
export function checkLayout(json: DefinitionJson, report: Report): void {
  const layout = json['x-layout'];
  if (!layout) return;
  const placed = new Map<string, string>();
  const place = (name: string, at: string, inTable: boolean) => {
    if (!Object.hasOwn(json.properties, name)) return report(at, `x-layout names unknown property "${name}"`);
    if (placed.has(name)) return report(at, `"${name}" is already placed at ${placed.get(name)}`);
    if (inTable && name.includes(':')) report(at, `a range ("${name}") cannot be a table cell`);
    placed.set(name, at);
  };
  layout.forEach((section, i) => {
    const at = `/x-layout/${i}`;
    section.fields?.forEach((name, j) => place(name, `${at}/fields/${j}`, false));
    section.rows?.forEach((row, r) => {
      if (section.columns && row.fields.length > section.columns.length) {
        report(`${at}/rows/${r}/fields`, `a row has ${row.fields.length} fields but the table ${section.columns.length} columns`);
      }
      row.fields.forEach((name, j) => place(name, `${at}/rows/${r}/fields/${j}`, true));
    });
  });
  for (const [name, field] of Object.entries(json.properties)) {
    if (!placed.has(name) && field['x-widget'] !== 'hidden') report('/x-layout', `property "${name}" is in no section`);
  }
}
