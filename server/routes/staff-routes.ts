import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { StaffUser } from '../../engine/api/index.js';
import { validateValues } from '../../engine/index.js';
import { formInvalid } from '../account/account-errors.js';
import { formDefinition } from '../account/form-definitions.js';
import { refuseUnknownFields } from '../account/own-profile.js';
import { setEtag } from '../account/preconditions.js';
import { engineContextOf } from '../account/request-context.js';
import { requireAgencyStaff, requireInternal, requireMenuAccess, requireOwnAgency } from '../auth/agency-access.js';
import { callerOf } from '../auth/api-guard.js';
import type { AuthenticatedUser } from '../auth/token-service.js';
import { errors } from '../errors.js';
import { educationStatus, progressText } from '../learning/education-status.js';
import type { UserRecord } from '../repositories/user-repository.js';
import { mayAdd } from '../staff/staff-card-rules.js';
import { staffErrors } from '../staff/staff-errors.js';
import { actingAgency, staffMember, toStaffUser } from '../staff/staff-user.js';
import { type AddForm, createStaff, deleteStaff, type StaffChanges, updateStaff } from '../staff/staff-writes.js';
import { type ContractRequest, contractFields, contractRoute } from './contract-route.js';

const PAGE = '/personal';
// No additionalProperties: false on the bodies (Fastify would drop unknown keys silently): a 400 names them instead.
const CREATE_FIELDS = contractFields('StaffCreate');
const UPDATE_FIELDS = contractFields('StaffUpdate');
const DELETE_FIELDS = contractFields('StaffDelete');

// Agency staff who take the mandatory courses: EKONOMI is left out of the overview (spec part 2 §6).
const takesCourses = (user: UserRecord) => !user.roles.includes('EKONOMI');

/**
 * Staff administration and per-person education (spec part 2 §7 "Staff and education") under /api/api-retail/v2:
 * the agency variants for OMBMGR and SALJPLUS of the agency, the /internal variants for ADMIN and SALJCOACH acting
 * for a chosen agency. Every route is behind the /personal menu rule; each card action behind its card rule.
 */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  const list = (caller: AuthenticatedUser, agencyNumber: string) =>
    app.repos.staff.usernamesOf(agencyNumber)
      .map((username) => app.repos.users.findByUsername(username))
      .filter((user): user is UserRecord => user !== undefined)
      .map((user) => toStaffUser(user, caller));
  // The learning service's overview: staff who take courses and are known to it (a new user is not, yet).
  const overview = (agencyNumber: string) => {
    const enrolled = app.repos.staff.enrolledOf(agencyNumber);
    const users = app.repos.staff.usernamesOf(agencyNumber)
      .map((username) => app.repos.users.findByUsername(username))
      .filter((user): user is UserRecord => user !== undefined && takesCourses(user) && enrolled.has(user.username.toUpperCase()));
    return {
      agencyNumber,
      users: users.map((user) => ({
        username: user.username, ...(user.personId !== null ? { personId: user.personId } : {}),
        education: educationStatus(app.repos.learning.mandatoryResults(user.username)),
      })),
    };
  };
  const courses = (agencyNumber: string, username: string) =>
    app.repos.learning.mandatoryResults(staffMember(app, agencyNumber, username).username).map((r) => ({
      courseName: r.courseName, progress: progressText(r.progress), validUntil: r.validUntil,
    }));

  const agencyGuard = [requireOwnAgency({ param: 'agency' }), requireMenuAccess(PAGE)];
  const internalGuard = [requireInternal(), requireMenuAccess(PAGE, { agencyParam: 'agencyNumber' })];
  const internalAgency = (request: ContractRequest<'getInternalStaff' | 'getInternalStaffEducation' | 'getInternalStaffCourses'>) =>
    actingAgency(app, callerOf(request), request.params.agencyNumber);

  // Lists.
  contractRoute(app, 'getStaff', { onRequest: agencyGuard }, async (request) => list(callerOf(request), request.params.agency));
  contractRoute(app, 'getInternalStaff', { onRequest: internalGuard }, async (request) => list(callerOf(request), internalAgency(request)));

  // Education overview (the page's 120 s call) and one person's courses.
  contractRoute(app, 'getStaffEducation', { onRequest: agencyGuard }, async (request) => overview(request.params.agency));
  contractRoute(app, 'getInternalStaffEducation', { onRequest: internalGuard }, async (request) => overview(internalAgency(request)));
  contractRoute(app, 'getStaffCourses', { onRequest: agencyGuard }, async (request) => courses(request.params.agency, request.body.username));
  contractRoute(app, 'getInternalStaffCourses', { onRequest: internalGuard }, async (request) => courses(internalAgency(request), request.body.username));

  // Person lookup in the population register: names, 403 for a protected identity, 404 when not found.
  contractRoute(app, 'lookupPerson', { onRequest: [requireAgencyStaff(), requireMenuAccess(PAGE)] }, async (request) => {
    const caller = callerOf(request);
    if (!mayAdd(caller)) throw errors.forbidden();
    refuseUnknownFields(request.body, contractFields('PersonLookup'));
    const def = formDefinition('staff-person-lookup');
    const found = validateValues(def, { socialSecurityNumber: request.body.ssn }, engineContextOf(app, caller)).errors;
    if (found.length > 0) throw formInvalid(def, found.map((e) => ({ ...e, field: 'ssn' })));
    const person = app.repos.staff.findPerson(request.body.ssn);
    if (person === undefined) throw staffErrors.personNotFound();
    if (person.protected) throw staffErrors.personProtected();
    return { firstname: person.firstname, lastname: person.lastname };
  });

  // Add a seller (after the lookup) or an economy-authorised user.
  const create = (name: 'createSeller' | 'createEconomyUser', form: AddForm) =>
    contractRoute(app, name, { onRequest: [requireAgencyStaff(), requireMenuAccess(PAGE)] }, async (request, reply) => {
      const caller = callerOf(request);
      refuseUnknownFields(request.body, CREATE_FIELDS);
      const agencyNumber = actingAgency(app, caller, request.body.agencyNumber);
      const user = await createStaff(app, caller, agencyNumber, form, request.body);
      void reply.code(201);
      return answer(reply, user, caller);
    });
  create('createSeller', 'staff-add-seller');
  create('createEconomyUser', 'staff-add-economy');

  // Internal staff save a card of the agency they act for (PUT /users is in own-user-routes.ts: self or staff).
  contractRoute(app, 'saveInternalStaff', { onRequest: [requireInternal(), requireMenuAccess(PAGE)] }, async (request, reply) => {
    const caller = callerOf(request);
    refuseUnknownFields(request.body, UPDATE_FIELDS);
    const agencyNumber = actingAgency(app, caller, request.body.agencyNumber);
    const target = staffMember(app, agencyNumber, request.body.username);
    return answer(reply, await updateStaff(app, request, caller, agencyNumber, target, request.body), caller);
  });

  contractRoute(app, 'deleteStaff', { onRequest: [requireAgencyStaff(), requireMenuAccess(PAGE)] }, async (request, reply) => {
    const caller = callerOf(request);
    refuseUnknownFields(request.body, DELETE_FIELDS);
    const agencyNumber = actingAgency(app, caller, request.body.agencyNumber);
    deleteStaff(app, request, caller, agencyNumber, staffMember(app, agencyNumber, request.body.username), request.body);
    return reply.code(204).send();
  });
};

const answer = (reply: FastifyReply, user: UserRecord, caller: AuthenticatedUser): StaffUser => {
  setEtag(reply, user.version);
  return toStaffUser(user, caller);
};

/**
 * PUT /users naming another user of the caller's agency (the card's Spara, extended checkbox and one-time password):
 * own-user-routes.ts hands those here. Answers the saved staff user (the contract's StaffUser) with its ETag.
 */
export async function saveOtherStaff(request: ContractRequest<'saveAgencyUser'>, reply: FastifyReply): Promise<StaffUser> {
  const app = request.server;
  const caller = callerOf(request);
  refuseUnknownFields(request.body, UPDATE_FIELDS);
  const agencyNumber = actingAgency(app, caller, request.body.agencyNumber);
  const target = staffMember(app, agencyNumber, request.body.username);
  return answer(reply, await updateStaff(app, request, caller, agencyNumber, target, request.body), caller);
}
