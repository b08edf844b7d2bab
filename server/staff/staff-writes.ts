import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decide, sameRoles, sameUsername, type StaffCardAction, staffEditValues } from '@ombudsportalen/portal/access';
import type { EndpointName, OwnUserSave, StaffCreate, StaffDelete, StaffUpdate } from '@ombudsportalen/portal/api';
import { type Values } from '@ombudsportalen/engine';
import { formDefinition } from '../forms/form-definitions.js';
import { decodedFormValues, formPartOf } from '../forms/decoded-form-values.js';
import { alreadyApplied, matchVersion, requireCurrentVersion } from '../http/preconditions.js';
import { engineContextOf, todayOf } from '../forms/request-context.js';
import { hashPassword } from '../auth/password.js';
import type { AuthenticatedUser } from '../auth/token-service.js';
import { errors, formInvalid } from '../http/errors.js';
import type { StaffAuditEntry, StaffCardChanges, StaffWrite } from '../repositories/staff-repository.js';
import { isLockedAt, type UserRecord } from '../repositories/user-repository.js';
import { freeUsername, usernameBase } from './new-username.js';
import { fieldProblems, refuseWeakPassword } from './one-time-password.js';
import type { CardScope, StaffScope } from './staff-access.js';
import { staffErrors } from './staff-errors.js';
import { serverEngine } from '../engine.js';

const { buildFormPayload, sentFieldsOnly, validateValues } = serverEngine;


/** createdBy, changedBy and deletedBy name the caller when sent (403 otherwise: nobody writes in another's name). */
export function refuseOtherActor(caller: AuthenticatedUser, ...names: Array<string | null | undefined>): void {
  if (names.some((name) => typeof name === 'string' && name !== '' && !sameUsername(name, caller.username))) throw errors.forbidden();
}

function auditEntry(app: FastifyInstance, caller: AuthenticatedUser, agencyNumber: string, target: string,
  action: StaffAuditEntry['action'], changes: StaffAuditEntry['changes'] = {}): StaffAuditEntry {
  return { at: app.now().toISOString(), actor: caller.username, actorRoles: caller.roles, agencyNumber, target, action, changes };
}

export type AddForm = 'staff-add-seller' | 'staff-add-economy';

/**
 * Adds a seller (after the person lookup) or an economy-authorised user in the scope authorizeStaff gave (the add
 * rule). Order: the definition's rules (400), the register (names locked when found, typed for a protected identity),
 * the roles the form gives (403 otherwise), the agency's staff (409), the password rules against the new user's names
 * (417); then one write.
 */
export async function createStaff(app: FastifyInstance, scope: StaffScope, form: AddForm, endpoint: 'createSeller' | 'createEconomyUser', body: StaffCreate): Promise<UserRecord> {
  const { caller, agencyNumber } = scope;
  refuseOtherActor(caller, body.createdBy, body.changedBy);
  const def = sentFieldsOnly(formDefinition(form)); // the repeat never reaches the server
  const ctx = await engineContextOf(app, caller, agencyNumber);
  // The form's fields by the definition; who creates, for which agency and the roles the form builds are the contract's.
  const values = decodedFormValues(def, formPartOf(def, endpoint, body), ctx);
  const found = validateValues(def, values, ctx).errors;
  // The person as the form sends them, normalised by the decoder ("19900514-1230" is 199005141230).
  const { socialSecurityNumber, firstname, lastname } = { ...body, ...values } as Pick<StaffCreate, 'socialSecurityNumber' | 'firstname' | 'lastname'>;
  const problems = fieldProblems(found, def);
  if (problems.length > 0) throw formInvalid(def, problems);
  const expected = buildFormPayload(def, values, ctx).roles;
  if (!Array.isArray(expected) || !sameRoles(expected as string[], body.roles)) throw errors.forbidden();

  if (form === 'staff-add-seller') {
    const person = await app.repos.staff.findPerson(socialSecurityNumber);
    if (person === undefined) throw staffErrors.personUnknown();
    if (!person.protected) {
      const sentNames = { firstname, lastname };
      const differ = (['firstname', 'lastname'] as const).filter((f) => person[f].toLocaleLowerCase('sv') !== sentNames[f].toLocaleLowerCase('sv'));
      if (differ.length > 0) throw staffErrors.namesDiffer(differ);
    }
  }
  if (await app.repos.staff.holderOf(socialSecurityNumber, agencyNumber) !== undefined) throw staffErrors.alreadyRegistered();

  const base = usernameBase(agencyNumber, firstname);
  const username = freeUsername(base, await app.repos.staff.usernamesStartingWith(base));
  refuseWeakPassword(found, def, body.oneTimePassword, { username, firstname, lastname });

  const roles = expected as string[];
  await app.repos.staff.create({
    username, firstname, lastname, alias: null, mobile: null, roles,
    socialSecurityNumber, personId: await app.repos.staff.nextPersonId(),
    passwordHash: await hashPassword(body.oneTimePassword), passwordExpireDate: todayOf(app), forcePasswordChange: true,
    // '' = GDPR acceptance pending: the new user accepts at their first login (part 1 §2 gates).
    gdprAcceptDate: '', storeChainId: null, agencyNumber, partner: null,
  }, auditEntry(app, caller, agencyNumber, username, 'create', {
    firstname: [null, firstname], lastname: [null, lastname], roles: [null, roles],
  }));
  const created = await app.repos.users.findByUsername(username);
  if (created === undefined) throw errors.notFound();
  return created;
}

/** PUT /users naming another user (the own-save body) and PUT /internal/users: the user body of spec part 2 §7. */
export type StaffChanges = StaffUpdate | OwnUserSave;

/** The endpoints that save a staff card, whose contracts say which body keys are their own. */
export type CardEndpoint = Extract<EndpointName, 'saveAgencyUser' | 'saveInternalStaff'>;

/** A card's save read once: the body, the edit form's fields as the decoder reads them, the one-time password. */
export interface CardSave {
  readonly endpoint: CardEndpoint;
  readonly body: StaffChanges;
  /** alias and mobile as the form sends them (x-normalize: "070-123 45 03" is +46701234503). */
  readonly values: Values;
  readonly password: string;
}

/**
 * The card's body read by the one decoder (schemas/forms/staff-edit.json): only the form's own keys, so a key of
 * neither the form nor the contract is still named by the contract's 400 after the card rules.
 */
export async function decodedCard(app: FastifyInstance, caller: AuthenticatedUser, endpoint: CardEndpoint, body: StaffChanges): Promise<CardSave> {
  const def = formDefinition('staff-edit');
  const params = new Set(def.fields.map((f) => f.param));
  const formPart = Object.fromEntries(Object.entries(body).filter(([key]) => params.has(key)));
  const values = decodedFormValues(def, formPart, await engineContextOf(app, caller));
  return { endpoint, body, values, password: body.password ?? '' };
}

const blankToNull = (value: unknown): string | null | undefined => (value === '' ? null : value as string | null | undefined);

/** What a card save changes on the stored target: alias and mobile ('' clears), roles; the rest is left as it is. */
export interface CardDiff { readonly next: StaffCardChanges; readonly changed: StaffAuditEntry['changes'] }

export function cardDiff(target: UserRecord, { body, values }: CardSave): CardDiff {
  const alias = blankToNull(values.alias);
  const mobile = blankToNull(values.mobile);
  const next: StaffCardChanges = { alias: target.alias, mobile: target.mobile, roles: target.roles };
  const changed: StaffAuditEntry['changes'] = {};
  if (alias !== undefined && alias !== target.alias) { next.alias = alias; changed.alias = [target.alias, alias]; }
  if (mobile !== undefined && mobile !== target.mobile) { next.mobile = mobile; changed.mobile = [target.mobile, mobile]; }
  if (body.roles !== undefined && !sameRoles(body.roles, target.roles)) { next.roles = body.roles; changed.roles = [target.roles, body.roles]; }
  return { next, changed };
}

/**
 * The card rules a save needs (schemas/access/staff-card.json), for authorizeStaff: edit for any change, showMobile for
 * the mobile, extend for the roles, oneTimePassword for a password; a save that changes nothing is still an edit (so
 * it cannot read a card the caller may not edit).
 */
export function cardActionsOf({ changed }: CardDiff, { password }: CardSave): StaffCardAction[] {
  const actions: StaffCardAction[] = [];
  if (Object.keys(changed).length > 0 || password === '') actions.push('edit');
  if ('mobile' in changed) actions.push('showMobile');
  if ('roles' in changed) actions.push('extend');
  if (password !== '') actions.push('oneTimePassword');
  return actions;
}

/**
 * A staff card save in the scope authorizeStaff gave (with cardActionsOf of the same diff): alias and mobile, roles
 * (only the SALJARE ↔ SALJPLUS switch the form gives) and a one-time password (unlocks, forces a change, ends the
 * user's sessions). Then If-Match is required (428) and must be current (412); the form's rules give 400, the password
 * rules 417. The body carries two forms' payloads beside the contract's keys: each form reads its part by its definition.
 */
export async function updateStaff(app: FastifyInstance, request: FastifyRequest, scope: CardScope, card: CardSave, { next, changed }: CardDiff): Promise<UserRecord> {
  const { caller, agencyNumber, target } = scope;
  const { body, password } = card;
  refuseOtherActor(caller, body.changedBy);
  // Nobody accepts the GDPR terms for someone else: the card's save sends the stored value back.
  if (body.gdprAcceptDate !== undefined && body.gdprAcceptDate !== null && body.gdprAcceptDate !== (target.gdprAcceptDate ?? '')) throw errors.forbidden();
  // After the rules: a refused caller learns nothing about the record's version.
  const match = matchVersion(request, target.version);
  // A card the user already holds, sent again over its old version (its answer was lost), is saved; a one-time password never is.
  if (alreadyApplied(match, Object.keys(changed).length === 0 && password === '')) return target;
  const version = match.version;

  const ctx = await engineContextOf(app, caller, agencyNumber);
  if (Object.keys(changed).length > 0) {
    const def = formDefinition('staff-edit');
    // The form as the card opened on the stored user (its role is never sent), with the decoded fields over it and
    // the extended checkbox the sent roles give; an emptied field is no value.
    const values: Values = Object.fromEntries(Object.entries({ ...staffEditValues(target), ...card.values })
      .filter(([, value]) => value !== '' && value !== null));
    values.augmented = decide('extendedPermission', { roles: next.roles });
    // Errors on what the save changes: a field's parameter is the body's key.
    const problems = validateValues(def, values, ctx).errors.filter((e) => (def.byName.get(e.field)?.param ?? e.field) in changed);
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
    const def = sentFieldsOnly(formDefinition('staff-one-time-password')); // the repeat never reaches the server
    const found = validateValues(def, decodedFormValues(def, formPartOf(def, card.endpoint, body), ctx), ctx).errors;
    refuseWeakPassword(found, def, password, target);
    write.passwordHash = await hashPassword(password);
    entries.push(auditEntry(app, caller, agencyNumber, target.username, 'one-time-password',
      { locked: [isLockedAt(target, app.now()), false], forcePasswordChange: [target.forcePasswordChange, true] }));
  }
  if (entries.length === 0) return target;
  // The user as this save left them: a re-read could hold a later save and give its ETag.
  const saved = await app.repos.staff.update(target.username, version, write, entries);
  if (saved === undefined) throw errors.preconditionFailed();
  // The one-time password ends every session of the user: they log in again with it.
  if (write.passwordHash !== undefined) await app.repos.refreshTokens.revokeUser(target.username, app.now().getTime());
  return saved;
}

/** Deletes a user (authorizeStaff checked the delete rule), If-Match required; the user's refresh tokens go with the row, so their sessions end. */
export async function deleteStaff(app: FastifyInstance, request: FastifyRequest, scope: CardScope, body: StaffDelete): Promise<void> {
  const { caller, agencyNumber, target } = scope;
  refuseOtherActor(caller, body.deletedBy);
  if (!target.roles.includes(body.role)) throw staffErrors.roleMismatch();
  const version = requireCurrentVersion(request, target.version);
  const removed = await app.repos.staff.remove(target.username, version, auditEntry(app, caller, agencyNumber, target.username, 'delete', {
    firstname: [target.firstname, null], lastname: [target.lastname, null], roles: [target.roles, null],
  }));
  if (!removed) throw errors.preconditionFailed();
}
