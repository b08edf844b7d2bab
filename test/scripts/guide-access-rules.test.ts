// The docs' example rule "the finance roles at TRACK outlets, or internal staff" is read from the docs and admits
// exactly those (issue 24: the guide's anyOf alone also let SALJARE at a TRACK outlet see the report).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { type AccessRule, accessRuleHolds, ALL_ROLES, SEGMENTS } from '@ombudsportalen/portal/access';

const root = new URL('../..', import.meta.url).pathname;
const FINANCE_ROLES = ['OMBMGR', 'SALJPLUS', 'EKONOMI', 'RETAIL'];
const INTERNAL_ROLES = ['ADMIN', 'SALJCOACH'];

/** Every rule the docs give for "… at TRACK outlets, or internal staff …" (the backticked JSON on that line). */
function documentedRules(): { where: string; rule: AccessRule }[] {
  return ['docs/analyst-guide.md', 'docs/definitions.md'].flatMap((doc) => readFileSync(join(root, doc), 'utf8').split('\n')
    .filter((line) => /TRACK outlets, or internal staff/.test(line))
    .map((line) => ({ where: doc, rule: JSON.parse(/`(\{ "roles".*?\})`/.exec(line)?.[1] ?? /`(\{.*?\})`/.exec(line)?.[1] ?? 'null') as AccessRule })));
}

it('each documented "TRACK outlets, or internal staff" rule admits the finance roles at TRACK and internal staff anywhere, no one else', () => {
  const rules = documentedRules();
  expect(rules.map((r) => r.where)).toStrictEqual(['docs/analyst-guide.md', 'docs/definitions.md']);
  for (const { where, rule } of rules) {
    for (const role of ALL_ROLES) {
      for (const segment of SEGMENTS) {
        const meant = INTERNAL_ROLES.includes(role) || (segment === 'TRACK' && FINANCE_ROLES.includes(role));
        expect(accessRuleHolds(rule, { roles: [role], segment }), `${where}: ${role} at ${segment}`).toBe(meant);
      }
    }
  }
});
