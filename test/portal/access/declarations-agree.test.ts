import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AccessRule, type MenuDeclaration, type Segment, isVisibleTo, pathAccess } from '@ombudsportalen/portal/access';
import menuJson from '../../../schemas/menu/menu.json';
import { REPORTS_DIR, ROOT } from '../../shared/reports-dir';
import { cells } from './role-combinations';
import { SPEC_ROLES } from './spec-tables';

// Where a form and a menu page say who in the same language, they must agree in every role combination × segment:
// the page shows its form to exactly whom the page admits (or, for a form that is a part of its page, a subset).
const MENU = menuJson as MenuDeclaration;
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as { 'x-visibleTo'?: AccessRule; 'x-report'?: { group: string } };
const pageAdmits = (path: string, roles: string[], segment: string) => pathAccess(MENU, path, { roles, segment: segment as Segment }) === 'allowed';

function disagreements(rule: AccessRule | undefined, page: string, subset: boolean): string[] {
  return cells().filter(({ roles, segment }) => {
    const form = isVisibleTo(rule, roles, segment);
    const shown = pageAdmits(page, roles, segment);
    return subset ? form && !shown : form !== shown;
  }).map(({ roles, segment }) => `[${roles.join(', ')}] ${segment}`);
}

const SAME_AS_PAGE: [string, string][] = [
  ['forms/password-change.json', '/losenord'], // part 1 §6: "The password page is for all non-internal roles listed."
  ['forms/about-me.json', '/minsida'], // part 1 §6: "The About page is for SALJARE and EKONOMI."
  ['forms/shop-details.json', '/installningar'], // part 1 §6: "The Shop details page is for OMBMGR, SALJPLUS, ADMIN and SALJCOACH."
  ['forms/templates/terminal-parameters.json', '/terminal'], // part 2 §6: terminal parameters
];
const PART_OF_PAGE: [string, string][] = [
  ['forms/templates/orders.json', '/bestallningar'], // part 2 §6: "article form hidden for SALJARE"
  ...readdirSync(join(ROOT, 'schemas/forms')).filter((file) => file.startsWith('staff-')).map((file): [string, string] => [`forms/${file}`, '/personal']),
];

describe('forms and their menu pages agree (every role combination × segment)', () => {
  it.each(SAME_AS_PAGE)('%s admits exactly whom %s admits', (file, page) => {
    expect(read(join(ROOT, 'schemas', file))['x-visibleTo']).toBeDefined();
    expect(disagreements(read(join(ROOT, 'schemas', file))['x-visibleTo'], page, false)).toEqual([]);
  });

  it.each(PART_OF_PAGE)('%s admits no one %s hides it from', (file, page) => {
    expect(disagreements(read(join(ROOT, 'schemas', file))['x-visibleTo'], page, true)).toEqual([]);
  });
});

describe('every report and its menu page agree (every role combination × segment)', () => {
  const reports = readdirSync(REPORTS_DIR).filter((file) => file.endsWith('.json')).map((file) => ({ file, json: read(join(REPORTS_DIR, file)) }));
  const pageOf = (group: string | undefined) => (group === 'Partner' ? '/partnerrapporter' : '/ekonomirapporter');

  it.each(reports.map(({ file, json }) => [file, json] as const))('%s admits no one its page hides it from', (_file, json) => {
    expect(disagreements(json['x-visibleTo'], pageOf(json['x-report']?.group), true)).toEqual([]);
  });

  it('each partner role gets exactly one partner report (part 2 §6 "Partner reports")', () => {
    const partnerReports = reports.filter(({ json }) => json['x-report']?.group === 'Partner');
    for (const role of SPEC_ROLES.filter((r) => r.startsWith('PARTNER_'))) {
      const seen = partnerReports.filter(({ json }) => isVisibleTo(json['x-visibleTo'], [role], 'AGENCY')).map(({ file }) => file);
      expect(seen, role).toHaveLength(1);
    }
  });
});
