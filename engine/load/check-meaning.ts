import type { FieldJson, DefinitionJson } from '../model/definition-json';
import { expandFields } from '../model/expand-fields';
import { checkFields } from './check-fields';
import { checkNames, checkWhole } from './check-definition-wide';
import type { Problem } from './problem';

/** Meaning checks of a definition that already matches the meta-schema: everything a JSON Schema cannot say. */
export function checkMeaning(json: DefinitionJson, file: string): Problem[] {
  const problems: Problem[] = [];
  const report = (pointer: string, message: string) => void problems.push({ file, pointer, message });
  const fields = expandFields(json);
  const names = new Map<string, FieldJson>(fields.map((f) => [f.name, f.schema]));
  checkFields(json, names, report);
  checkNames(json, fields, report);
  checkWhole(json, file, fields, names, report);
  return problems;
}
