import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_LENGTH } from '@ombudsportalen/engine';
import { everyDefinitionFile, loadDefinitionFile, showingsOf } from '../../shared/every-definition';
import { testEngine } from '../../setup-engine';

const { isTypedText, toFormModel, validateValues } = testEngine;

// Part 2 §5 / §9 "Text inputs: maximum length 60 by default": every typed field of every definition, the period codes included.
describe.each(everyDefinitionFile())('%s', (file) => {
  it('shows every field to some session', () => {
    const definition = loadDefinitionFile(file);
    const showings = showingsOf(definition);
    const shown = new Set(showings.flatMap((s) => s.visible));
    expect(definition.fields.map((f) => f.name).filter((name) => !shown.has(name))).toStrictEqual([]);
  });

  it('refuses 61 characters in every typed field and gives its input maxLength <= 60', () => {
    const definition = loadDefinitionFile(file);
    const showings = showingsOf(definition);
    for (const f of definition.fields.filter(isTypedText)) {
      const showing = showings.find((s) => s.visible.includes(f.name))!;
      const result = validateValues(definition, { ...showing.values, [f.name]: 'x'.repeat(61) }, showing.context);
      expect(result.errors.find((e) => e.field === f.name), f.name).toBeDefined();
      const limit = definition.validation.rules[f.name]!.maxLength as number;
      expect(limit, f.name).toBeLessThanOrEqual(DEFAULT_MAX_LENGTH);
      const model = toFormModel(definition, showing.values, showing.context).fields.find((m) => m.name === f.name)!;
      // A normalised field's input holds what people type between the characters ("19900514-1230"): the default 60.
      expect(model.maxLength, f.name).toBe(f.schema['x-normalize'] === undefined ? limit : DEFAULT_MAX_LENGTH);
      const onlyLength = Object.keys(definition.validation.rules[f.name]!).every((k) => k === 'type' || k === 'maxLength');
      if (onlyLength) expect(result.errors.find((e) => e.field === f.name)).toMatchObject({ code: 'maxLength', message: `Får innehålla högst ${limit} tecken.` });
    }
  });
});
