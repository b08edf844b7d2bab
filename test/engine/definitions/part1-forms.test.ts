import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, ctx } from './helpers';
import { testEngine } from '../../setup-engine';

const { buildFormPayload, loadDefinition, toFormModel, validateValues } = testEngine;

const form = (name: string) => loadDefinition(JSON.parse(readFileSync(join(ROOT, `schemas/forms/${name}.json`), 'utf8')), `schemas/forms/${name}.json`);

// The part 1 forms (spec part 1 §2, §5); part 2's staff and report forms keep the longer text (their own).
const PART_1_FORMS = ['about-me', 'gdpr', 'mobile', 'password-change', 'shop-details'];

describe('part 1 forms (issue 10 items 13, 15, 18)', () => {
  it.each(PART_1_FORMS)('%s: the form-wide error ends at "krävs." as the spec words it', (name) => {
    const result = validateValues(form(name), { mobile: 'x', agencyPhone: 'x' }, ctx({ roles: ['OMBMGR', 'SALJARE'] }));
    expect(result.valid).toBe(false);
    expect(result.formMessage).toBe('Ett eller flera fält följer inte den standard som krävs.');
  });

  it('GDPR: only the checkbox is drawn; the date is a hidden value, checked by the server with the same file', () => {
    const gdpr = form('gdpr');
    const shown = toFormModel(gdpr, {}, ctx()).fields.filter((f) => f.widget !== 'hidden').map((f) => f.label);
    expect(shown).toStrictEqual(['Jag godkänner ovanstående']);
    expect(validateValues(gdpr, { gdprAccepted: true, gdprAcceptDate: '2024-03-16' }, ctx()).errors).toStrictEqual([
      { field: 'gdprAcceptDate', message: 'Datum får inte vara efter dagens datum.', code: 'dateNotAfterToday' },
    ]);
    expect(buildFormPayload(gdpr, { gdprAccepted: true, gdprAcceptDate: '2024-03-15' }, ctx())).toStrictEqual({ gdprAcceptDate: '2024-03-15' });
  });

  it('the alias ("Namn på kundkvitto") holds letters, spaces and hyphens only', () => {
    const aboutMe = form('about-me');
    const aliasErrors = (alias: string) => validateValues(aboutMe, { mobile: '+46701234567', alias }, ctx({ roles: ['SALJARE'] })).errors;
    expect(aliasErrors('Elin123 !')).toStrictEqual([{ field: 'alias', message: 'Får bara innehålla bokstäver.', code: 'letters' }]);
    expect(aliasErrors('Anna-Karin Öberg')).toStrictEqual([]);
  });
});
