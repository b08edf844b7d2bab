import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { contentSegmentIndex, isEveryChainCategory, SEGMENTS, shopTypeOf } from '@ombudsportalen/portal/access';
import table from '../../../schemas/access/content-audience.json';
import accessRuleSchema from '../../../schemas/meta/access-rule.schema.json';
import contentAudienceSchema from '../../../schemas/meta/content-audience.schema.json';

// schemas/access/content-audience.json against its meta-schema, and its readings against the spec written out:
// part 1 §3 (agencyCategory "Digital butik", "Bana", "Fysisk butik"), §2 "Content pages" ("bana" / "digital"), §6 chains.
const validate = new Ajv2020({ allErrors: true, strict: true }).addSchema(accessRuleSchema, 'access-rule.schema.json').compile(contentAudienceSchema);

describe('schemas/access/content-audience.json', () => {
  it('validates, names its schema, and rejects an unknown segment or a missing one', () => {
    expect(validate(table), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(table.$schema).toBe('../meta/content-audience.schema.json');
    expect(validate({ ...table, shopTypes: { ...table.shopTypes, ONLINE: 'Webb' } })).toBe(false);
    const { TRACK: _track, ...twoShopTypes } = table.shopTypes;
    expect(validate({ ...table, shopTypes: twoShopTypes })).toBe(false);
  });

  it('gives each segment the spec\'s shop type', () => {
    expect(Object.fromEntries(SEGMENTS.map((segment) => [segment, shopTypeOf(segment)])))
      .toEqual({ AGENCY: 'Fysisk butik', DIGITAL: 'Digital butik', TRACK: 'Bana' });
  });

  it('picks the page segment whose name contains "bana" (TRACK) or "digital" (DIGITAL), otherwise the first', () => {
    const names = ['Fysisk butik', 'Travbana', 'Digital butik'];
    expect(SEGMENTS.map((segment) => contentSegmentIndex(names, segment))).toEqual([0, 2, 1]);
    expect(SEGMENTS.map((segment) => contentSegmentIndex(['Fysisk butik'], segment))).toEqual([0, 0, 0]);
    expect(contentSegmentIndex([], 'AGENCY')).toBe(-1);
  });

  it('"Alla", chain 0 and "Ej kedjetillhörighet" are for every chain; a chain\'s own category is not', () => {
    const cases: [string, number | undefined, boolean][] = [
      ['Alla', undefined, true], [' Alla ', undefined, true], ['0. Ej kedjetillhörighet', 0, true], ['0. Annat', 0, true],
      ['Ej kedjetillhörighet', undefined, true], ['3. Kioskkompaniet', 3, false], ['Alla kedjor', undefined, false],
    ];
    expect(cases.map(([category, number]) => isEveryChainCategory(category, number))).toEqual(cases.map(([, , every]) => every));
  });
});
