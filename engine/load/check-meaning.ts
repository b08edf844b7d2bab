import type { DefinitionJson, FieldJson } from '../declarations.gen';
import { expandFields } from '../model/expand-fields';
import { checkDataset } from '../dataset/check-dataset';
import { transformLibrary } from '../transforms/transform-library';
import { checkFields } from './check-fields';
import { checkLayout } from './check-layout';
import { checkNames, checkWhole } from './check-definition-wide';
import { checkReadBack } from './check-read-back';
import type { Problem } from '../model/problem';

/** Meaning checks of a definition that already matches the meta-schema: everything a JSON Schema cannot say. */
export function checkMeaning(json: DefinitionJson, file: string): Problem[] {
  const problems: Problem[] = [];
  const report = (pointer: string, message: string) => void problems.push({ file, pointer, message });
  const fields = expandFields(json);
  const names = new Map<string, FieldJson>(fields.map((f) => [f.name, f.schema]));
  checkFields(json, names, report);
  checkNames(json, fields, report);
  checkWhole(json, file, fields, names, report);
  checkReadBack(json, fields, report);
  checkLayout(json, report);
  const dataset = json['x-dataset'];
  if (dataset && !json['x-report']) report('/x-dataset', 'x-dataset belongs to reports (x-report)');
  else if (dataset) checkDataset(dataset, fields, sendableOf(json, fields), report);
  return problems;
}

// Every parameter a report can send: submitted fields, what transforms add, the agency parameter.
function sendableOf(json: DefinitionJson, fields: ReturnType<typeof expandFields>): Set<string> {
  const names = new Set(fields.filter((f) => f.submit).map((f) => f.param));
  for (const t of json['x-transforms'] ?? []) for (const p of transformLibrary[t.op]?.adds(t) ?? []) names.add(p);
  const agency = json['x-report']?.agencyParameter;
  if (agency) names.add(agency);
  return names;
}
