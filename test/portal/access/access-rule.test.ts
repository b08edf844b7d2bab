import { describe, expect, it } from 'vitest';
import { type AccessRule, accessRuleHolds, isVisibleTo } from '@ombudsportalen/portal/access';
import { UNKNOWN_ROLE, cells } from './role-combinations';
import { SPEC_ROLES } from './spec-tables';

// The one evaluator against what each form of the rule language means, over every role combination × segment.
const has = (roles: readonly string[], ...wanted: string[]) => roles.some((role) => wanted.includes(role));
const known = (roles: readonly string[]) => roles.filter((role) => role !== UNKNOWN_ROLE);

const MEANING: [string, AccessRule, (roles: readonly string[], segment: string) => boolean][] = [
  ['every known role', { roles: '*' }, (r) => known(r).length > 0],
  ['a list of roles', { roles: ['OMBMGR', 'SALJPLUS'] }, (r) => has(r, 'OMBMGR', 'SALJPLUS')],
  ['a role prefix', { roles: { rolePrefix: 'PARTNER_' } }, (r) => known(r).some((role) => role.startsWith('PARTNER_'))],
  ['all roles except', { roles: { allRolesExcept: ['ADMIN', 'SALJCOACH'] } }, (r) => known(r).some((role) => role !== 'ADMIN' && role !== 'SALJCOACH')],
  ['segments', { segments: ['AGENCY', 'TRACK'] }, (_r, s) => s !== 'DIGITAL'],
  ['roles and segments together (every key holds)', { roles: ['SALJARE'], segments: ['AGENCY'] }, (r, s) => has(r, 'SALJARE') && s === 'AGENCY'],
  ['TRACK outlets, or internal staff whatever agency they act for',
    { anyOf: [{ segments: ['TRACK'] }, { roles: ['ADMIN', 'SALJCOACH'] }] }, (r, s) => s === 'TRACK' || has(r, 'ADMIN', 'SALJCOACH')],
  ['allOf', { allOf: [{ roles: ['OMBMGR', 'EKONOMI'] }, { segments: ['DIGITAL'] }] }, (r, s) => has(r, 'OMBMGR', 'EKONOMI') && s === 'DIGITAL'],
  ['not', { not: { roles: ['EKONOMI'] } }, (r) => !has(r, 'EKONOMI')],
  ['not inside allOf beside roles', { roles: ['SALJARE', 'SALJPLUS'], not: { anyOf: [{ roles: ['EKONOMI'] }, { segments: ['TRACK'] }] } },
    (r, s) => has(r, 'SALJARE', 'SALJPLUS') && !has(r, 'EKONOMI') && s !== 'TRACK'],
];

describe('accessRuleHolds: every form of the rule language, every role combination × segment', () => {
  it.each(MEANING)('%s', (_name, rule, meaning) => {
    const wrong = cells().filter(({ roles, segment }) => accessRuleHolds(rule, { roles, segment }) !== meaning(roles, segment))
      .map(({ roles, segment }) => `[${roles.join(', ')}] ${segment}`);
    expect(wrong).toEqual([]);
  });

  it('x-visibleTo: none admits everyone, a rule is decided by the same evaluator', () => {
    for (const { roles, segment } of cells()) {
      expect(isVisibleTo(undefined, roles, segment)).toBe(true);
      for (const [, rule] of MEANING) expect(isVisibleTo(rule, roles, segment)).toBe(accessRuleHolds(rule, { roles, segment }));
    }
  });

  it('a role that merely starts like a known one, or an unknown PARTNER_ role, is no role', () => {
    expect(accessRuleHolds({ roles: { rolePrefix: 'PARTNER_' } }, { roles: ['PARTNER_NEWCO'] })).toBe(false);
    expect(accessRuleHolds({ roles: { allRolesExcept: ['ADMIN'] } }, { roles: ['ADMINX'] })).toBe(false);
    expect(accessRuleHolds({ roles: '*' }, { roles: [] })).toBe(false);
  });
});

describe('accessRuleHolds: rules about another user (target, self), every actor × target role', () => {
  const rule: AccessRule = { roles: ['OMBMGR', 'SALJPLUS'], not: { anyOf: [{ target: ['OMBMGR'] }, { self: true }] } };

  it('target reads the other user\'s roles, self compares usernames case-insensitively', () => {
    for (const actor of SPEC_ROLES) {
      for (const target of SPEC_ROLES) {
        const holds = accessRuleHolds(rule, { roles: [actor], username: '1001_A', target: { username: '1001_B', roles: [target] } });
        expect(holds, `${actor} on ${target}`).toBe(['OMBMGR', 'SALJPLUS'].includes(actor) && target !== 'OMBMGR');
        expect(accessRuleHolds(rule, { roles: [actor], username: '1001_a', target: { username: '1001_A', roles: [target] } })).toBe(false);
      }
    }
  });

  it('without another user, target and self never hold', () => {
    expect(accessRuleHolds({ target: '*' }, { roles: ['OMBMGR'] })).toBe(false);
    expect(accessRuleHolds({ self: true }, { roles: ['OMBMGR'], username: 'X' })).toBe(false);
    expect(accessRuleHolds({ not: { self: true } }, { roles: ['OMBMGR'] })).toBe(true);
  });
});
