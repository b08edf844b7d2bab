// Issue 11, deliver 4: the password standard is declared once (portal/password-standard.ts) and read by the
// form, the server's 417 answers and the docs. These tests fail when a rule or text is written a second time.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Definition, swedishNumber } from '@ombudsportalen/engine';
import { PASSWORD_FORMAT, PASSWORD_STANDARD } from '@ombudsportalen/portal/password-standard';
import { passwordStandardMarkdown } from './password-standard-doc';
import { testEngine } from '../../setup-engine';

const { formatMessage, loadDefinition, sentFieldsOnly, toFormModel, validateValues } = testEngine;

const ROOT = join(import.meta.dirname, '../../..');
const DECLARATION = 'portal/password-standard.ts';
const { limits: L, characters: C, form, rules } = PASSWORD_STANDARD;

// Every product file a copy could hide in (golden examples in schemas/ excepted: they assert the texts).
function productFiles(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx|mjs|js|json)$/.test(name)) {
        const file = relative(ROOT, path);
        const raw = readFileSync(path, 'utf8');
        const text = file.endsWith('.json') && file.startsWith('schemas/') ? JSON.stringify({ ...JSON.parse(raw), 'x-examples': undefined }) : raw;
        out.push({ file, text });
      }
    }
  };
  for (const dir of ['engine', 'src', 'server', 'studio', 'schemas']) walk(join(ROOT, dir));
  return out.filter((f) => f.file !== DECLARATION);
}

describe('the password standard is written once', () => {
  const files = productFiles();
  const needles = [
    ...Object.values(rules).flatMap((r) => [r.text, r.code]), form.message, form.hint, form.code,
    C.specials, [...C.specials].join(' '), C.upperCase, `{${L.minLength},${L.maxLength}}`,
  ];

  it.each(needles)('%s appears in no product file but the declaration', (needle) => {
    expect(files.filter((f) => f.text.includes(needle)).map((f) => f.file)).toStrictEqual([]);
  });

  it('the server validates the fields a form sends: no repeat field is faked', () => {
    expect(files.filter((f) => f.file.startsWith('server/') && /repeat(OneTime)?Password/.test(f.text)).map((f) => f.file)).toStrictEqual([]);
  });

  it('docs/definitions.md §16 holds the declaration’s table', () => {
    const doc = readFileSync(join(ROOT, 'docs/definitions.md'), 'utf8');
    const block = /<!-- password-standard:start -->\n([\s\S]*?)\n<!-- password-standard:end -->/.exec(doc)?.[1];
    expect(block, `paste this between the markers:\n${passwordStandardMarkdown()}`).toBe(passwordStandardMarkdown());
  });
});

describe('the declaration is read by the form', () => {
  it('the password format is the declaration’s regexp, its message and its hint', () => {
    expect(PASSWORD_FORMAT.test('AbCdefg1')).toBe(true);
    expect(['Abcdefg1', 'ABcdefgh', 'ABc1', 'ABcdefghijk12'].some((p) => PASSWORD_FORMAT.test(p))).toBe(false);
    expect(formatMessage('password')).toBe(form.message);
    const def = loadDefinition({ $schema: '../meta/definition.schema.json', type: 'object', properties: { pw: { type: 'string', format: 'password' } } }, 'pw.json');
    expect(toFormModel(def, {}, { roles: ['SALJARE'], segment: 'AGENCY', agencyNumber: '1001', today: '2026-11-02' }).fields[0]?.hint).toBe(form.hint);
  });

  it('the texts say the limits', () => {
    const words = (n: number) => swedishNumber(n);
    expect(form.message).toContain(`${L.minLength}–${L.maxLength} tecken, minst ${words(L.minUpperCase)} versaler och minst ${words(L.minDigits)} siffra`);
    expect(rules.wrongLength.text).toContain(`mellan ${words(L.minLength)} och ${words(L.maxLength)} tecken`);
    expect(rules.lettersRequired.text).toContain(`minst ${words(L.minLetters)} bokstäver`);
    expect(rules.upperCaseRequired.text).toContain(`minst ${words(L.minUpperCase)} versaler`);
    expect(rules.tooManyDigits.text).toContain(`högst ${words(L.maxDigits)} siffror`);
    expect(rules.tooManyLetters.text).toContain(`högst ${words(L.maxLetters)} bokstäver`);
    expect(rules.tooManyUpperCase.text).toContain(`högst ${words(L.maxUpperCase)} versaler`);
    expect(rules.repeatedCharacter.text).toContain(`mer än ${words(L.maxRun)} gånger i rad`);
    expect(rules.usedBefore.text).toContain(`dina ${words(L.history)} senaste`);
  });
});

describe('sentFieldsOnly: what a server validates a request with', () => {
  const json = JSON.parse(readFileSync(join(ROOT, 'schemas/forms/password-change.json'), 'utf8'));
  let def: Definition;
  beforeEach(() => {
    def = loadDefinition(json, 'schemas/forms/password-change.json');
  });
  const ctx = { roles: ['SALJARE'], segment: 'AGENCY' as const, agencyNumber: '1001', today: '2026-11-02' };

  it('drops the x-submit: false fields (the repeat) and keeps every rule of the sent ones', () => {
    const sent = sentFieldsOnly(def);
    expect(sent.fields.map((f) => f.name)).toStrictEqual(['oldPassword', 'newPassword']);
    expect(sentFieldsOnly(def)).toBe(sent);
    expect(validateValues(sent, { oldPassword: 'x', newPassword: 'KaFfe7Torn' }, ctx).errors).toStrictEqual([]);
    expect(validateValues(sent, { newPassword: 'kaffe7torn' }, ctx).errors.map((e) => [e.field, e.code])).toStrictEqual([['oldPassword', 'required'], ['newPassword', 'password']]);
  });
});
