import type { DefinitionJson, FieldJson } from '@ombudsportalen/engine';

const name = (i: number) => `f${String(i).padStart(3, '0')}`;

/** The letters-only text field the browser benchmark types into: the middle of a form of `count` fields (a multiple of 10). */
export const typedField = (count: number) => name(count / 2);

// A mix of what real forms hold: letters text, bounded integers, selects, dates, and fields shown by a select.
function field(i: number): FieldJson {
  const title = `Fält ${i}`;
  switch (i % 5) {
    case 0:
      return { type: 'string', title, maxLength: 60, pattern: '^[A-Za-zÅÄÖåäö ]*$' };
    case 1:
      return { type: 'integer', title, minimum: 0, maximum: 999999 };
    case 2:
      return { type: 'string', title, 'x-options': ['ja', 'nej', 'kanske'] };
    case 3:
      return { type: 'string', title, format: 'date', 'x-default': 'none' };
    default: // shown while the select just before it says "ja" (it starts as "ja")
      return { type: 'string', title, maxLength: 60, 'x-condition': { op: 'equals', field: name(i - 2), value: 'ja' } };
  }
}


/** A form definition of `count` fields (every other one required), the shape of the largest portal forms times ten. */
export function generatedDefinition(count = 300): DefinitionJson {
  const properties: Record<string, FieldJson> = {};
  for (let i = 1; i <= count; i++) properties[name(i)] = i % 5 === 2 ? { ...field(i), default: 'ja' } : field(i);
  const required = Object.keys(properties).filter((_, i) => i % 2 === 0);
  return { $schema: '../meta/definition.schema.json', title: `${count} fält`, type: 'object', properties, required, 'x-formMessage': 'formInvalid' };
}

/** Values filling every field validly (conditional fields included). */
export function generatedValues(count = 300): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (let i = 1; i <= count; i++) values[name(i)] = [`Anna ${'a'.repeat(i % 7)}`, i * 3, 'ja', '2024-03-01', 'text'][i % 5];
  return values;
}
