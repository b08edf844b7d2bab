import { PASSWORD_STANDARD } from '@ombudsportalen/portal/password-standard';

/** The markdown docs/definitions.md §16 must hold between its password-standard markers, made from the declaration. */
export function passwordStandardMarkdown(): string {
  const { limits, characters, form, rules } = PASSWORD_STANDARD;
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    '| limit | value |',
    '|---|---|',
    ...Object.entries(limits).map(([name, value]) => `| \`${name}\` | ${value} |`),
    ...Object.entries(characters).map(([name, value]) => `| \`${name}\` | \`${cell(value)}\` |`),
    '',
    `The form's part (the \`password\` format): "${form.message}"; hint "${form.hint}".`,
    '',
    '| rule | 417 code | checked by | text |',
    '|---|---|---|---|',
    ...Object.entries(rules).map(([name, r]) => `| \`${name}\` | \`${r.code}\` | ${r.checkedBy} | ${cell(r.text)}${r.spec ? ' (spec)' : ''} |`),
  ].join('\n');
}
