import type { DefinitionJson } from '../declarations.gen';
import type { CompiledValidator, Definition } from '../model/definition';
import { dependencyOrder, expandFields } from '../model/expand-fields';
import { validationPlan } from '../validation/validation-plan';

/** Builds the engine model of a checked definition (no checks here: see loadDefinition). */
export function buildDefinition(json: DefinitionJson, file: string, validator?: CompiledValidator): Definition {
  const fields = expandFields(json);
  const requiredMessage = json['x-requiredMessage'] ?? 'required';
  const report = json['x-report'];
  return {
    file,
    json,
    title: json.title ?? report?.name ?? '',
    fields,
    byName: new Map(fields.map((f) => [f.name, f])),
    visibilityOrder: dependencyOrder(fields).order,
    ...(report ? { report: { ...report, formats: report.formats ?? ['pdf', 'xlsx'] } } : {}),
    ...(json['x-visibleTo'] ? { visibleTo: json['x-visibleTo'] } : {}),
    transforms: json['x-transforms'] ?? [],
    ...(json['x-payload'] ? { payload: json['x-payload'] } : {}),
    examples: json['x-examples'] ?? [],
    ...(json['x-dataset'] ? { dataset: json['x-dataset'] } : {}),
    requiredMessage,
    formMessage: json['x-formMessage'] ?? 'formInvalidRetry',
    validation: validationPlan(fields, requiredMessage),
    ...(validator ? { validator } : {}),
  };
}
