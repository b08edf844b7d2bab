import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OwnUserSave, StaffCreate, StaffDelete, StaffUpdate } from '../../engine/api/index.js';
import { buildFormPayload, validateValues, type Values } from '../../engine/index.js';
import { accountErrors, formInvalid } from '../account/account-errors.js';
import { formDefinition } from '../account/form-definitions.js';
import { requireCurrentVersion } from '../account/preconditions.js';
import { engineContextOf, todayOf } from '../account/request-context.js';
import { hashPassword } from '../auth/password.js';
import type { AuthenticatedUser } from '../auth/token-service.js';
import { errors } from '../errors.js';
import type { StaffAuditEntry, StaffCardChanges, StaffWrite } from '../repositories/staff-repository.js';
import type { UserRecord } from '../repositories/user-repository.js';
import { freeUsername, usernameBase } from './new-username.js';
import { fieldProblems, refuseWeakPassword } from './one-time-password.js';
import { mayAdd, requireCardAction } from './staff-card-rules.js';
import { staffErrors } from './staff-errors.js';

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();
const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** createdBy, changedBy and deletedBy name the caller when sent (403 otherwise: nobody writes in another's name). */
export function refuseOtherActor(caller: AuthenticatedUser, ...names: Array<string | null | undefined>): void {
  if (names.some((name) => typeof name === 'string' && name !== '' && !same(name, caller.username))) throw errors.forbidden();
}

function auditEntry(app: FastifyInstance, caller: AuthenticatedUser, agencyNumber: string, target: string,
  action: StaffAuditEntry['action'], changes: StaffAuditEntry['changes'] = {}): StaffAuditEntry {
  return { at: app.now().toISOString(), actor: caller.username, actorRoles: caller.roles, agencyNumber, target, action, changes };
}

export type AddForm = 'staff-add-seller' | 'staff-add-economy';

/**
 * Adds a seller (after the person lookup) or an economy-authorised user. Order: the add rule, the definition's rules
 * (400), the register (names locked when found, typed for a protected identity), the roles the form gives (403
 * otherwise), the agency's staff (409), the password rules against the new user's names (417); then one write.
 */
export async function createStaff(app: FastifyInstance, caller: AuthenticatedUser, agencyNumber: string, form: AddForm, body: StaffCreate): Promise<UserRecord> {
  if (!mayAdd(caller)) throw errors.forbidden();
  refuseOtherActor(caller, body.createdBy, body.changedBy);
  const def = formDefinition(form);
  const values: Values = {
    socialSecurityNumber: body.socialSecurityNumber, firstname: body.firstname, lastname: body.lastname,
    oneTimePassword: body.oneTimePassword, repeatOneTimePassword: body.oneTimePassword,
    ...(body.augmented === undefined ? {} : { augmented: body.augmented }),
  };
  const ctx = engineContextOf(app, caller, agencyNumber);
  const found = validateValues(def, values, ctx).errors;
  const problems = fieldProblems(found, 'oneTimePassword');
  if (problems.length > 0) throw formInvalid(def, problems);
  const expected = buildFormPayload(def, values, ctx).roles;
  if (!Array.isArray(expected) || !sameRoles(expected as string[], body.roles)) throw errors.forbidden();

  if (form === 'staff-add-seller') {
    const person = app.repos.staff.findPerson(body.socialSecurityNumber);
    if (person === undefined) throw staffErrors.personUnknown();
    if (!person.protected) {
      const differ = (['firstname', 'lastname'] as const).filter((f) => person[f].toLocaleLowerCase('sv') !== body[f].toLocaleLowerCase('sv'));
      if (differ.length > 0) throw staffErrors.namesDiffer(differ);
    }
  }
  if (app.repos.staff.holderOf(body.socialSecurityNumber, agencyNumber) !== undefined) throw staffErrors.alreadyRegistered();

  const base = usernameBase(agencyNumber, body.firstname);
  const username = freeUsername(base, app.repos.staff.usernamesStartingWith(base));
  refuseWeakPassword(found, 'oneTimePassword', body.oneTimePassword, { username, firstname: body.firstname, lastname: body.lastname });

  const roles = expected as string[];
  app.repos.staff.create({
    username, firstname: body.firstname, lastname: body.lastname, alias: null, mobile: null, roles,
    socialSecurityNumber: body.socialSecurityNumber, personId: app.repos.staff.nextPersonId(),
    passwordHash: await hashPassword(body.oneTimePassword), passwordExpireDate: todayOf(app), forcePasswordChange: true,
    // '' = GDPR acceptance pending: the new user accepts at their first login (part 1 §2 gates).
    gdprAcceptDate: '', storeChainId: null, agencyNumber, partner: null,
  }, auditEntry(app, caller, agencyNumber, username, 'create', {
    firstname: [null, body.firstname], lastname: [null, body.lastname], roles: [null, roles],
  }));
  const created = app.repos.users.findByUsername(username);
  if (created === undefined) throw errors.notFound();
  return created;
}

/** PUT /users naming another user (the own-save body) and PUT /internal/users: the user body of spec part 2 §7. */
export type StaffChanges = StaffUpdate | OwnUserSave;

const blankToNull = (value: string | null | undefined): string | null | undefined => (value === '' ? null : value);

/** The target's role the edit form's extended checkbox depends on (managers and economy users first). */
function primaryRole(roles: readonly string[]): string {
  return ['OMBMGR', 'EKONOMI', 'SALJPLUS', 'SALJARE'].find((role) => roles.includes(role)) ?? '';
}

/**
 * A staff card save: alias and mobile (edit rule; the mobile only where the card shows it), roles (extend rule: only
 * the SALJARE ↔ SALJPLUS switch the form gives) and a one-time password (one-time-password rule; unlocks, forces a
 * change, ends the user's sessions). Each changed part needs its card rule (403); then If-Match is required (428) and
 * must be current (412); the form's rules give 400, the password rules 417.
 */
export async function updateStaff(app: FastifyInstance, request: FastifyRequest, caller: AuthenticatedUser, agencyNumber: string, target: UserRecord, body: StaffChanges): Promise<UserRecord> {
  refuseOtherActor(caller, body.changedBy);
  // Nobody accepts the GDPR terms for someone else.
  if (body.gdprAcceptDate !== undefined && body.gdprAcceptDate !== null && body.gdprAcceptDate !== (target.gdprAcceptDate ?? '')) throw errors.forbidden();

  const alias = blankToNull(body.alias);
  const mobile = blankToNull(body.mobile);
  const next: StaffCardChanges = { alias: target.alias, mobile: target.mobile, roles: target.roles };
  const changed: StaffAuditEntry['changes'] = {};
  if (alias !== undefined && alias !== target.alias) { next.alias = alias; changed.alias = [target.alias, alias]; }
  if (mobile !== undefined && mobile !== target.mobile) { next.mobile = mobile; changed.mobile = [target.mobile, mobile]; }
  if (body.roles !== undefined && !sameRoles(body.roles, target.roles)) { next.roles = body.roles; changed.roles = [target.roles, body.roles]; }
  const password = body.password ?? '';

  if (Object.keys(changed).length > 0) requireCardAction(caller, 'edit', target);
  if ('mobile' in changed) requireCardAction(caller, 'showMobile', target);
  if ('roles' in changed) requireCardAction(caller, 'extend', target);
  if (password !== '') requireCardAction(caller, 'oneTimePassword', target);
  // After the rules: a refused caller learns nothing about the record's version.
  const version = requireCurrentVersion(request, target.version);

  const ctx = engineContextOf(app, caller, agencyNumber);
  if (Object.keys(changed).length > 0) {
    const def = formDefinition('staff-edit');
    const values: Values = {
      targetRole: primaryRole(target.roles),
      ...(next.alias !== null ? { alias: next.alias } : {}),
      ...(next.mobile !== null && 'mobile' in changed ? { mobile: next.mobile } : {}),
      ...('roles' in changed ? { augmented: next.roles.includes('SALJPLUS') } : {}),
    };
    const problems = validateValues(def, values, ctx).errors.filter((e) => e.field in changed);
    if (problems.length > 0) throw formInvalid(def, problems);
    // The only role change the form can make: the one its extended checkbox gives for this user.
    if ('roles' in changed) {
      const given = buildFormPayload(def, values, ctx).roles;
      if (!Array.isArray(given) || !sameRoles(given as string[], next.roles)) throw errors.forbidden();
    }
  }
  const write: StaffWrite = {};
  const entries: StaffAuditEntry[] = [];
  if (Object.keys(changed).length > 0) {
    write.card = next;
    entries.push(auditEntry(app, caller, agencyNumber, target.username, 'update', changed));
  }
  if (password !== '') {
    const def = formDefinition('staff-one-time-password');
    const found = validateValues(def, { oneTimePassword: password, repeatOneTimePassword: password }, ctx).errors;
    refuseWeakPassword(found, 'oneTimePassword', password, target);
    write.passwordHash = await hashPassword(password);
    entries.push(auditEntry(app, caller, agencyNumber, target.username, 'one-time-password',
      { locked: [target.locked, false], forcePasswordChange: [target.forcePasswordChange, true] }));
  }
  if (entries.length > 0) {
    if (!app.repos.staff.update(target.username, version, write, entries)) throw accountErrors.preconditionFailed();
    // The one-time password ends every session of the user: they log in again with it.
    if (write.passwordHash !== undefined) app.repos.refreshTokens.revokeUser(target.username, app.now().getTime());
  }
  return app.repos.users.findByUsername(target.username) ?? target;
}

/** Deletes a user (delete rule), If-Match required; the user's refresh tokens go with the row, so their sessions end. */
export function deleteStaff(app: FastifyInstance, request: FastifyRequest, caller: AuthenticatedUser, agencyNumber: string, target: UserRecord, body: StaffDelete): void {
  refuseOtherActor(caller, body.deletedBy);
  requireCardAction(caller, 'delete', target);
  if (!target.roles.includes(body.role)) throw staffErrors.roleMismatch();
  const version = requireCurrentVersion(request, target.version);
  const removed = app.repos.staff.remove(target.username, version, auditEntry(app, caller, agencyNumber, target.username, 'delete', {
    firstname: [target.firstname, null], lastname: [target.lastname, null], roles: [target.roles, null],
  }));
  if (!removed) throw accountErrors.preconditionFailed();
}
