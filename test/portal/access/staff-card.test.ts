import { describe, expect, it } from 'vitest';
import { STAFF_CARD_ACTIONS, cardActions, mayAddStaff, mayOnCard } from '@ombudsportalen/portal/access/staff-card';
import declaration from '../../../schemas/access/staff-card.json';
import { roleSets } from './role-combinations';
import type { StaffCardDeclaration } from '@ombudsportalen/portal/api/declarations.gen';

const card = declaration as unknown as StaffCardDeclaration;

// Spec part 2 §6 "Staff card rules", written out here so the test does not read them from the declaration it checks.
function spec(actor: readonly string[], target: readonly string[], self: boolean): Record<string, boolean> {
  const a = (...roles: string[]) => roles.some((r) => actor.includes(r));
  const t = (...roles: string[]) => roles.some((r) => target.includes(r));
  return {
    edit: a('OMBMGR', 'ADMIN') || (a('SALJPLUS') && (self || !t('OMBMGR', 'SALJPLUS'))),
    oneTimePassword: a('OMBMGR', 'SALJPLUS', 'ADMIN') && !t('OMBMGR') && !self,
    delete: !self && (a('OMBMGR') || (a('SALJPLUS') && t('SALJARE', 'EKONOMI'))),
    extend: a('OMBMGR') && !t('EKONOMI', 'OMBMGR'),
    showMobile: a('ADMIN', 'SALJCOACH'),
  };
}

const TARGETS = [['SALJARE'], ['SALJPLUS'], ['OMBMGR'], ['EKONOMI'], ['SALJARE', 'EKONOMI'], ['KASSOR'], []];

describe('the staff card (part 2 §6) for actors with any one or two roles', () => {
  it('adding users is hidden for ADMIN and SALJCOACH', () => {
    const wrong = roleSets().filter((roles) => mayAddStaff(card, roles) !== !roles.some((r) => r === 'ADMIN' || r === 'SALJCOACH'));
    expect(wrong).toStrictEqual([]);
  });

  it('every card action on every kind of target, on another user’s card and on one’s own', () => {
    const wrong: string[] = [];
    for (const actor of roleSets()) {
      for (const target of TARGETS) {
        for (const self of [false, true]) {
          const facts = { actorUsername: '1001_anna', actorRoles: actor, targetUsername: self ? '1001_ANNA' : '1001_bo', targetRoles: target };
          const actual = cardActions(card, facts);
          if (JSON.stringify(actual) !== JSON.stringify(spec(actor, target, self))) wrong.push(`${actor.join('+')} → ${target.join('+')}${self ? ' (self)' : ''}: ${JSON.stringify(actual)}`);
        }
      }
    }
    expect(wrong).toStrictEqual([]);
  });

  it('lists the actions in declaration order, each decided like mayOnCard', () => {
    const facts = { actorUsername: 'a', actorRoles: ['OMBMGR'], targetUsername: 'b', targetRoles: ['SALJARE'] };
    expect(Object.keys(cardActions(card, facts))).toStrictEqual(['edit', 'oneTimePassword', 'delete', 'extend', 'showMobile']);
    expect(STAFF_CARD_ACTIONS.map((action) => mayOnCard(card, action, facts))).toStrictEqual([true, true, true, true, false]);
  });
});
