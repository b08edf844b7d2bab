import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointJson, ShapeJson } from '@ombudsportalen/engine';
import { readContracts } from '@ombudsportalen/portal/api/read-contracts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { accessTokenFor, bearer } from '../helpers/login.js';

// Issue 23, finding 3: PUT /users naming a colleague answered 200 with the manager's whole card to a SALJARE (GET
// answered 403), and a SALJPLUS with GDPR acceptance pending set one-time passwords on colleagues. Every staff route
// (every endpoint of schemas/api/staff.json and every endpoint whose path or body names a username, found in the
// contracts and checked to be served by the app) × every actor × every target must follow the spec's staff rules,
// written out below from spec part 2 §6 (not read from schemas/access/staff-card.json), and a refusal leaks nothing.

const contracts = readContracts();
const STAFF_FILE = JSON.parse(readFileSync('schemas/api/staff.json', 'utf8')) as { endpoints: Record<string, EndpointJson> };

/** The fields a shape declares and requires (through $ref and allOf). */
function fieldsOf(shape: ShapeJson | undefined): { fields: string[]; required: string[] } {
  if (shape === undefined) return { fields: [], required: [] };
  if (typeof shape['$ref'] === 'string') return fieldsOf(contracts.types[shape['$ref']]);
  const parts = ((shape['allOf'] ?? []) as ShapeJson[]).map(fieldsOf);
  return {
    fields: [...Object.keys((shape['properties'] ?? {}) as object), ...parts.flatMap((p) => p.fields)],
    required: [...((shape['required'] ?? []) as string[]), ...parts.flatMap((p) => p.required)],
  };
}

const namesUser = (endpoint: EndpointJson) =>
  fieldsOf(endpoint.params).fields.includes('username') || fieldsOf(endpoint.body).fields.includes('username');

/** What each user route does, in the spec's terms. A new route that names a user fails the first test until it is here. */
type RouteKind = 'list' | 'add' | 'card-read' | 'card-save' | 'card-delete' | 'caller-only';
const KIND: Record<string, RouteKind> = {
  getStaff: 'list', getInternalStaff: 'list', getStaffEducation: 'list', getInternalStaffEducation: 'list',
  lookupPerson: 'add', createSeller: 'add', createEconomyUser: 'add',
  getStaffCourses: 'card-read', getInternalStaffCourses: 'card-read', getAgencyUser: 'card-read',
  saveAgencyUser: 'card-save', saveInternalStaff: 'card-save', deleteStaff: 'card-delete',
  getPartnerUser: 'caller-only', getChainUser: 'caller-only', savePartnerUser: 'caller-only', saveChainUser: 'caller-only',
  changeAgencyPassword: 'caller-only', changePartnerPassword: 'caller-only', changeChainPassword: 'caller-only',
  educationStatus: 'caller-only', courseDetails: 'caller-only',
  saveTerminalParameters: 'caller-only', saveInternalTerminalParameters: 'caller-only',
};

const userRoutes = Object.entries(contracts.endpoints)
  .filter(([name, endpoint]) => name in STAFF_FILE.endpoints || namesUser(endpoint))
  .map(([name, endpoint]) => ({ name, endpoint }));

// The demo actors (README) and two made here: a SALJPLUS with GDPR acceptance pending (the finding's) and a manager
// who must change the password first.
const ACTORS = ['1001_MGR', '1001_PLUS', '1001_SALJ', '1001_EKO', '1001_GDPR', '1001_NYTT', '2002_MGR', 'KEDJA3', 'TELIA1', 'ADMIN1', 'COACH1', '1001_BJORN', '1001_ANNA'];
const COLLEAGUES = ['1001_MGR', '1001_PLUS', '1001_SALJ', '1001_EKO', '2002_MGR', '2002_FREDRIK'];

interface DemoActor { username: string; roles: string[]; agency: string | null; gate: 'password' | 'gdpr' | null; lastname: string }
type SaveVariant = 'nothing' | 'alias' | 'oneTimePassword' | 'extend';

const has = (p: DemoActor, ...roles: string[]) => p.roles.some((role) => roles.includes(role));
const same = (a: DemoActor, b: DemoActor) => a.username === b.username;
const agencyOf = (p: DemoActor) => p.agency ?? '1001';

// Spec part 2 §6: the staff page is for ADMIN, SALJCOACH, OMBMGR and SALJPLUS; internal roles act through /internal for
// a chosen agency, the others for their own; part 1 §2: nothing but the gate's own calls before the gates are passed.
function seesStaffOf(actor: DemoActor, agency: string, internalRoute: boolean): boolean {
  if (actor.gate !== null || !has(actor, 'ADMIN', 'SALJCOACH', 'OMBMGR', 'SALJPLUS')) return false;
  return internalRoute ? has(actor, 'ADMIN', 'SALJCOACH') : !has(actor, 'ADMIN', 'SALJCOACH') && actor.agency === agency;
}
// Spec part 2 §6 "Staff card rules".
const CARD = {
  edit: (a: DemoActor, t: DemoActor) => has(a, 'OMBMGR', 'ADMIN') || (has(a, 'SALJPLUS') && (same(a, t) || !has(t, 'OMBMGR', 'SALJPLUS'))),
  oneTimePassword: (a: DemoActor, t: DemoActor) => has(a, 'OMBMGR', 'SALJPLUS', 'ADMIN') && !has(t, 'OMBMGR') && !same(a, t),
  delete: (a: DemoActor, t: DemoActor) => !same(a, t) && (has(a, 'OMBMGR') || (has(a, 'SALJPLUS') && has(t, 'SALJARE', 'EKONOMI'))),
  extend: (a: DemoActor, t: DemoActor) => has(a, 'OMBMGR') && !has(t, 'EKONOMI', 'OMBMGR'),
  add: (a: DemoActor) => !has(a, 'ADMIN', 'SALJCOACH'),
};
const agencyStaff = (p: DemoActor) => has(p, 'SALJARE', 'SALJPLUS', 'OMBMGR', 'EKONOMI');

/** Whether the spec lets actor call the route on target (undefined: not asserted, the caller's own calls of other pages). */
function allowed(kind: RouteKind, { internalRoute, namesAgency, ownRecordPath }: RouteFacts, actor: DemoActor, target: DemoActor, variant: SaveVariant | undefined): boolean | undefined {
  const agency = agencyOf(target);
  const member = target.agency === agency && agencyStaff(target);
  switch (kind) {
    case 'list': return seesStaffOf(actor, agency, internalRoute);
    // A call that names no agency (the person lookup) acts for the caller's own.
    case 'add': return seesStaffOf(actor, namesAgency ? agency : actor.agency ?? '', internalRoute) && CARD.add(actor);
    case 'card-read':
      // The own record through the spec's user path: the gate pages read it too.
      if (ownRecordPath && same(actor, target) && agencyStaff(actor) && actor.agency === agency) return true;
      return seesStaffOf(actor, agency, internalRoute) && member;
    case 'card-save': {
      if (same(actor, target) && !internalRoute) {
        return agencyStaff(actor) && actor.agency === agency && actor.gate !== 'password' && (variant === 'nothing' || variant === 'alias');
      }
      if (!seesStaffOf(actor, agency, internalRoute) || !member) return false;
      if (variant === 'oneTimePassword') return CARD.oneTimePassword(actor, target);
      return CARD.edit(actor, target) && (variant !== 'extend' || CARD.extend(actor, target));
    }
    case 'card-delete': return seesStaffOf(actor, agency, internalRoute) && member && CARD.delete(actor, target);
    case 'caller-only': return same(actor, target) ? undefined : false;
  }
}

/** internalRoute: under /internal; namesAgency: the call names its agency; ownRecordPath: the user is in the path (the spec's user reads). */
interface RouteFacts { internalRoute: boolean; namesAgency: boolean; ownRecordPath: boolean }

const PRIMARY = ['OMBMGR', 'EKONOMI', 'SALJPLUS', 'SALJARE'];

/** The request for a route on target: each field the contract declares gets the value that names actor or target. */
function requestFor(name: string, endpoint: EndpointJson, actor: DemoActor, target: DemoActor, variant: SaveVariant | undefined) {
  const agency = agencyOf(target);
  const value = (field: string): unknown => {
    switch (field) {
      case 'username': return target.username;
      case 'agency': case 'agencyNumber': return agency;
      case 'createdBy': case 'changedBy': case 'deletedBy': return actor.username;
      case 'role': return PRIMARY.find((role) => target.roles.includes(role)) ?? target.roles[0];
      case 'ssn': return '199005141230';
      // Not a valid personal number: an allowed add stops at the form's rules (400) and writes nothing.
      case 'socialSecurityNumber': return '19900514';
      case 'firstname': return 'Lena';
      case 'lastname': return 'Åström';
      case 'oneTimePassword': return 'KaFfe7Torn';
      case 'roles': return name === 'createEconomyUser' ? ['EKONOMI'] : ['SALJARE'];
      case 'partner': return actor.roles.find((role) => role.startsWith('PARTNER_'))?.slice('PARTNER_'.length) ?? 'TELIA';
      case 'oldPassword': return 'Fel2024lösen';
      case 'newPassword': return 'KaFfe7Torn';
      case 'parameterValue': return [];
      case 'personId': return '1';
      case 'chainId': return 3;
      default: throw new Error(`${name}: no value for the field "${field}": add it to requestFor`);
    }
  };
  const url = endpoint.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, p: string) => encodeURIComponent(String(value(p))));
  const query = fieldsOf(endpoint.query).fields.includes('username') ? `?username=${actor.username.toLowerCase()}` : '';
  const body = fieldsOf(endpoint.body);
  const payload: Record<string, unknown> = {};
  for (const field of body.fields) {
    if (body.required.includes(field) || ['createdBy', 'changedBy', 'deletedBy', 'agencyNumber'].includes(field)) payload[field] = value(field);
  }
  if (variant === 'alias') payload['alias'] = 'Nytt kvittonamn';
  if (variant === 'oneTimePassword') payload['password'] = 'KaFfe7Torn';
  if (variant === 'extend') payload['roles'] = target.roles.includes('SALJPLUS') ? ['SALJARE'] : ['SALJPLUS'];
  return { method: endpoint.method, url: `${url}${query}`, ...(endpoint.body === undefined ? {} : { payload }) };
}

describe('staff routes follow the card rules and the gates: every user route × actor × target (issue 23, finding 3)', () => {
  let t: TestApp;
  const people = new Map<string, DemoActor>();
  const person = (username: string): DemoActor => {
    const found = people.get(username);
    if (found === undefined) throw new Error(`no person ${username}`);
    return found;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    t.db.prepare("UPDATE users SET gdpr_accept_date = '' WHERE username = '1001_BJORN'").run();
    t.db.prepare(`UPDATE users SET roles = '["OMBMGR"]', force_password_change = 1 WHERE username = '1001_ANNA'`).run();
    for (const username of new Set([...ACTORS, ...COLLEAGUES])) {
      const row = t.db.prepare('SELECT username, roles, agency_number, force_password_change, gdpr_accept_date, lastname FROM users WHERE username = ?')
        .get(username) as { username: string; roles: string; agency_number: string | null; force_password_change: number; gdpr_accept_date: string | null; lastname: string };
      const gate = row.force_password_change === 1 ? 'password' : row.gdpr_accept_date !== null && row.gdpr_accept_date.trim() === '' ? 'gdpr' : null;
      people.set(username, { username, roles: JSON.parse(row.roles) as string[], agency: row.agency_number, gate, lastname: row.lastname });
    }
  });
  afterAll(async () => t.close());

  it('every route that names a user or serves the staff page is classified, and the app serves each', () => {
    expect(userRoutes.length).toBeGreaterThan(15);
    for (const { name, endpoint } of userRoutes) {
      expect(KIND[name], `${name} (${endpoint.method} ${endpoint.path}) reads or writes users: classify it in KIND`).toBeDefined();
      const url = endpoint.path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
      expect(t.app.hasRoute({ method: endpoint.method, url }), `${endpoint.method} ${url}`).toBe(true);
    }
    expect(Object.keys(KIND).filter((name) => !userRoutes.some((route) => route.name === name))).toEqual([]);
  });

  for (const actorName of ACTORS) {
    it(`${actorName}: every user route on self, a colleague of each role and another agency's staff`, async () => {
      // A fresh minute for each actor: the person lookup's rate limit counts per user and agency.
      t.clock.advance(3_600_000);
      const actor = person(actorName);
      const headers = { ...bearer(await accessTokenFor(t, actorName)), 'if-match': '"999"' };
      const problems: string[] = [];
      for (const { name, endpoint } of userRoutes) {
        const kind = KIND[name] as RouteKind;
        const facts: RouteFacts = {
          internalRoute: endpoint.path.includes('/internal/'),
          namesAgency: [...fieldsOf(endpoint.params).fields, ...fieldsOf(endpoint.body).fields].some((f) => f === 'agency' || f === 'agencyNumber'),
          ownRecordPath: fieldsOf(endpoint.params).fields.includes('username'),
        };
        const variants: Array<SaveVariant | undefined> = kind === 'card-save' ? ['nothing', 'alias', 'oneTimePassword', 'extend'] : [undefined];
        for (const targetName of new Set([actorName, ...COLLEAGUES])) {
          const target = person(targetName);
          for (const variant of variants) {
            const expected = allowed(kind, facts, actor, target, variant);
            if (expected === undefined) continue;
            const request = requestFor(name, endpoint, actor, target, variant);
            const response = await t.app.inject({ ...request, headers } as never);
            const status = response.statusCode;
            const where = `${name} ${variant ?? ''} ${actorName} → ${targetName}: ${status} ${response.body.slice(0, 120)}`;
            if (status >= 500 || status === 401) problems.push(`${where} (never 5xx or 401)`);
            else if (expected && [403, 404].includes(status)) problems.push(`${where} (the spec allows it)`);
            else if (!expected) {
              const refusals = kind === 'caller-only' ? [400, 403, 404] : [403, 404];
              if (!refusals.includes(status)) problems.push(`${where} (the spec refuses it)`);
              if (!same(actor, target) && response.body.includes(target.lastname)) problems.push(`${where} (a refusal leaks the target)`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
