import type { FastifyInstance } from 'fastify';
import { sameRoles, sameUsername } from '@ombudsportalen/portal/access';
import type { OwnUserSave, PartnerUserSave } from '@ombudsportalen/portal/api';
import { type Definition, type ValidationError } from '@ombudsportalen/engine';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import type { AuthenticatedUser } from '../auth/token-service.js';
import { errors, formInvalid } from '../http/errors.js';
import type { ProfileChanges } from '../repositories/account-repository.js';
import type { UserRecord } from '../repositories/user-repository.js';
import { type FormName, formDefinition } from '../forms/form-definitions.js';
import { engineContextOf } from '../forms/request-context.js';
import { decodedFormValues } from '../forms/decoded-form-values.js';
import { serverEngine } from '../engine.js';

const { validateValues } = serverEngine;

/**
 * The user body of PUT /users (spec part 2 §7), /partner/user and /chain/user (part 1 §7), read as one: OwnUserSave with
 * the partner's key (schemas/api/users.json; PartnerUserSave and ChainUserSave fit it). Keys a route's shape lacks are refused by name.
 */
export type ProfileBody = OwnUserSave & Partial<PartnerUserSave>;

// Each editable field is checked by the form that edits it: the mobile gate, "Mina uppgifter", the GDPR gate.
const FORM_OF = { mobile: 'mobile', alias: 'about-me', gdprAcceptDate: 'gdpr' } as const satisfies Record<keyof ProfileChanges, FormName>;


/**
 * Staff administration (roles, one-time passwords, editing others) is a later issue: here a sent role list must be
 * the caller's own, no password may be set, and changedBy (when sent) must be the caller.
 */
export function refuseStaffChanges(body: ProfileBody, user: UserRecord, caller: AuthenticatedUser): void {
  // Only a list is a role change: `roles: null` on a shape without roles is left to the unknown-field 400 (issue 37).
  const refused = (Array.isArray(body.roles) && !sameRoles(body.roles, user.roles))
    || (body.password !== undefined && body.password !== null && body.password !== '')
    || (typeof body.changedBy === 'string' && body.changedBy !== '' && !sameUsername(body.changedBy, caller.username));
  if (refused) throw errors.forbidden();
}

/**
 * A field as its form sends it, read by the one decoder (normalised: "070-123 45 03" is +46701234503): for mobile and
 * alias '' and null both mean "none"; gdprAcceptDate: null or absent means "leave as it is".
 */
function sent(body: ProfileBody, field: keyof ProfileChanges, def: Definition, context: PortalContext): string | null | undefined {
  if (body[field] === undefined || (field === 'gdprAcceptDate' && body[field] === null)) return undefined;
  const value = decodedFormValues(def, { [field]: body[field] }, context)[field];
  return value === '' && field !== 'gdprAcceptDate' ? null : value as string | null;
}

/**
 * The profile after the body's changes. Only fields that differ from the stored record are validated (the client sends
 * the user it loaded, so an unchanged empty mobile must not block a GDPR acceptance); a refused field is a 400 with the
 * definition's Swedish texts.
 */
export async function profileChanges(app: FastifyInstance, caller: AuthenticatedUser, user: UserRecord, body: ProfileBody): Promise<ProfileChanges> {
  const context = await engineContextOf(app, caller);
  const next: ProfileChanges = { mobile: user.mobile, alias: user.alias, gdprAcceptDate: user.gdprAcceptDate };
  const problems: ValidationError[] = [];
  let firstForm: FormName | undefined;
  for (const field of Object.keys(FORM_OF) as Array<keyof ProfileChanges>) {
    const def = formDefinition(FORM_OF[field]);
    const value = sent(body, field, def, context);
    if (value === undefined || value === next[field]) continue;
    const found = validateValues(def, { [field]: value ?? '' }, context).errors.filter((e) => e.field === field);
    if (found.length > 0) firstForm ??= FORM_OF[field];
    problems.push(...found);
    next[field] = value;
  }
  if (firstForm !== undefined) throw formInvalid(formDefinition(firstForm), problems);
  return next;
}
