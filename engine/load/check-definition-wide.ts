import type { DefinitionJson, FieldJson } from '../declarations.gen';
import type { FieldModel } from '../model/definition';
import { dependencyOrder, pointerToken } from '../model/expand-fields';
import { reportWire } from '../payload/report-wire';
import { transformLibrary } from '../transforms/transform-library';
import { checkCondition, checkVisibility } from './check-fields';

type Report = (pointer: string, message: string) => void;

/** Field names declared twice (a range end clashing with a property), required names, cycles, shared parameters. */
export function checkNames(json: DefinitionJson, fields: FieldModel[], report: Report): void {
  const seen = new Map<string, FieldModel>();
  for (const f of fields) {
    if (seen.has(f.name)) report(f.pointer, `field "${f.name}" is declared twice`);
    seen.set(f.name, f);
  }
  json.required?.forEach((r, i) => r in json.properties || report(`/required/${i}`, `required names unknown property "${r}"`));
  const { cycle } = dependencyOrder(fields);
  if (cycle) report(seen.get(cycle[0] as string)?.pointer ?? '', `conditions form a cycle: ${cycle.join(' → ')}`);
  const always = fields.filter((f) => f.submit && !f.condition && !f.visibleTo);
  always.forEach((f, i) => always.slice(0, i).some((g) => g.param === f.param) && report(f.pointer, `"${f.param}" is sent by two fields that always exist`));
}

/** Report metadata, transforms (known ops, known parameters) and payload nesting. */
export function checkWhole(json: DefinitionJson, file: string, fields: FieldModel[], names: Map<string, FieldJson>, report: Report): void {
  const code = json['x-report']?.code;
  const base = file.split(/[\\/]/).pop()?.replace(/\.json$/, '');
  if (code && base && base !== code) report('/x-report/code', `report code "${code}" does not match the file name "${base}.json"`);
  checkVisibility(json['x-visibleTo'], '/x-visibleTo', report);
  const params = new Set(fields.map((f) => f.param));
  json['x-transforms']?.forEach((t, i) => {
    const at = `/x-transforms/${i}`;
    const op = transformLibrary[t.op];
    if (!op) return report(`${at}/op`, `unknown transform "${t.op}" (one of ${Object.keys(transformLibrary).join(', ')})`);
    if (op.reportOnly && !json['x-report']) report(`${at}/op`, `${t.op} only applies to reports`);
    for (const p of op.reads(t)) if (!params.has(p)) report(at, `transform ${t.op} reads unknown parameter "${p}"`);
    for (const p of op.adds(t)) params.add(p);
    if (t.when) checkCondition(t.when, `${at}/when`, names, [], report);
  });
  // A name the host's wire keeps for itself (the portal: the formatType pair, part 2 §3) would be sent twice.
  for (const name of json['x-report'] ? reportWire().reserved ?? [] : []) {
    if (params.has(name)) report(fields.find((f) => f.param === name)?.pointer ?? '/x-transforms', `"${name}" names the pair that carries the file format: no report parameter may be called so`);
  }
  const grouped = new Set<string>();
  for (const [group, keys] of Object.entries(json['x-payload']?.nest ?? {})) {
    keys.forEach((k, i) => {
      const at = `/x-payload/nest/${pointerToken(group)}/${i}`;
      if (!params.has(k)) report(at, `nest names unknown payload key "${k}"`);
      if (grouped.has(k)) report(at, `"${k}" is nested twice`);
      grouped.add(k);
    });
  }
  if (json['x-payload'] && json['x-report']) report('/x-payload', 'x-payload shapes form payloads; a report body is fixed');
}
