import { conditionFields } from '../conditions/condition';
import { formatMessage } from './message-catalogue';
import { formatInfo } from './formats';
import type { FieldModel, OptionModel } from './definition';
import type { DefinitionJson, FieldJson, OptionJson } from '../declarations.gen';

/** JSON-pointer escaping of one reference token (~ → ~0, / → ~1). */
export function pointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A plain-string option is its own value and label. */
export function optionModel(option: OptionJson): OptionModel {
  return typeof option === 'object' ? { label: String(option.value), ...option } : { value: option, label: option };
}

/** Splits "A:B" into its two names; undefined for a plain name. */
export function rangeNames(key: string): [string, string] | undefined {
  const parts = key.split(':');
  return parts.length === 2 ? [parts[0] as string, parts[1] as string] : undefined;
}

function field(json: DefinitionJson, key: string, schema: FieldJson, name: string, param: string): FieldModel {
  const info = formatInfo(schema.format);
  return {
    name,
    param,
    property: key,
    pointer: `/properties/${pointerToken(key)}`,
    schema,
    label: schema.title ?? name,
    // Stryker disable next-line ArrayDeclaration: a filler element would only matter for a property of that very name
    required: (json.required ?? []).includes(key),
    submit: schema['x-submit'] !== false,
    readOnly: schema.readOnly === true,
    ...(schema['x-condition'] ? { condition: schema['x-condition'] } : {}),
    ...(schema['x-visibleTo'] ? { visibleTo: schema['x-visibleTo'] } : {}),
    ...(info?.unit ? { unit: info.unit } : {}),
    ...(schema['x-options'] ? { options: schema['x-options'].map(optionModel) } : {}),
  };
}

/** The fields of a definition in declaration order; a range property "A:B" becomes the two fields A and B. */
export function expandFields(json: DefinitionJson): FieldModel[] {
  return Object.entries(json.properties).flatMap(([key, schema]) => {
    const names = rangeNames(key);
    const param = schema['x-param'] ?? key;
    if (!names) return [field(json, key, schema, key, param)];
    const params = rangeNames(param) ?? names;
    const titles = schema['x-rangeTitles'] ?? [formatMessage('rangeFromTitle'), formatMessage('rangeToTitle')];
    return (['from', 'to'] as const).map((end, i) => ({
      ...field(json, key, schema, names[i] as string, params[i] as string),
      label: titles[i] as string,
      range: { name: key, end, from: names[0], to: names[1], ...(schema.title ? { title: schema.title } : {}) },
    }));
  });
}

/** The field names a field's visibility depends on (its condition's fields). */
export function dependenciesOf(f: FieldModel): string[] {
  // Stryker disable next-line ArrayDeclaration: a filler dependency names no field, and dependencyOrder skips names it does not know
  return f.condition ? conditionFields(f.condition).map((d) => d.field) : [];
}

/** Orders fields so dependencies come first (declaration order otherwise); returns the fields on a cycle, if any. */
export function dependencyOrder(fields: FieldModel[]): { order: FieldModel[]; cycle?: string[] } {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const order: FieldModel[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  let cycle: string[] | undefined;
  const visit = (f: FieldModel, path: string[]): void => {
    if (state.get(f.name) === 'done') return;
    if (state.get(f.name) === 'visiting') {
      cycle ??= [...path.slice(path.indexOf(f.name)), f.name];
      return;
    }
    state.set(f.name, 'visiting');
    for (const dep of dependenciesOf(f)) {
      const d = byName.get(dep);
      if (d) visit(d, [...path, f.name]);
    }
    state.set(f.name, 'done');
    order.push(f);
  };
  // Stryker disable next-line ArrayDeclaration: a cycle is sliced from where it closes, so what precedes the first field is never read
  for (const f of fields) visit(f, []);
  return cycle ? { order, cycle } : { order };
}
