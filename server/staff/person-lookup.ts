import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Person } from '@ombudsportalen/portal/api';
import { formDefinition } from '../forms/form-definitions.js';
import { engineContextOf } from '../forms/request-context.js';
import type { PersonLookupLimits } from '../repositories/staff-repository.js';
import type { StaffScope } from './staff-access.js';
import { staffErrors } from './staff-errors.js';
import { serverEngine } from '../engine.js';

const { normalizeValues, validateValues } = serverEngine;

/**
 * The person lookup's limits (issue 23, finding 4: 2,552 lookups/s enumerated the register): adding a seller takes one
 * lookup, a few more for typing errors; an agency's several administrators share a larger allowance.
 */
export const PERSON_LOOKUP_LIMITS: PersonLookupLimits = { perUser: 10, perAgency: 30, windowMs: 15 * 60_000 };

/**
 * POST /person in the scope authorizeStaff gave (the add rule): the definition's personal-number rule, then the
 * register through the rate limit per user and agency with one audit row per lookup. Answers only what the spec
 * names: the two names, 403 for a protected identity, 409 with the spec's add text for a person already at the
 * agency, and the spec's lookup text for anything else (400, 404); over a limit 429 with Retry-After.
 */
export async function lookupPerson(request: FastifyRequest, reply: FastifyReply, { caller, agencyNumber }: StaffScope, typed: string): Promise<Person> {
  const app = request.server;
  const def = formDefinition('staff-person-lookup');
  const ctx = await engineContextOf(app, caller);
  // Read as the form sends it: "19900514-1230" and "900514-1230" are 199005141230.
  const values = normalizeValues(def, { socialSecurityNumber: typed }, ctx);
  const ssn = String(values.socialSecurityNumber);
  if (validateValues(def, values, ctx).errors.length > 0) throw staffErrors.lookupInvalid();
  const result = await app.repos.staff.lookupPerson({ at: app.now(), actor: caller.username, agencyNumber, ssn }, PERSON_LOOKUP_LIMITS);
  if (result.kind === 'limited') {
    void reply.header('retry-after', String(Math.ceil(result.retryAfterMs / 1000)));
    throw staffErrors.lookupLimited();
  }
  // Someone already at this agency is said so now, before a one-time password is chosen for them (issue 37); the
  // lookup was counted and audited above, so this answers no more often than the register does.
  if (await app.repos.staff.holderOf(ssn, agencyNumber) !== undefined) throw staffErrors.alreadyRegistered();
  const { person } = result;
  if (person === undefined) throw staffErrors.personNotFound();
  if (person.protected) throw staffErrors.personProtected();
  return { firstname: person.firstname, lastname: person.lastname };
}
