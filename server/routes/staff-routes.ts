import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { decide } from '../../engine/access/index.js';
import { refuseUnknownFields } from '../account/own-profile.js';
import { setEtag } from '../account/preconditions.js';
import { requireAgencyStaff, requireInternal, requireMenuAccess, requireOwnAgency } from '../auth/agency-access.js';
import { callerOf } from '../auth/api-guard.js';
import type { AuthenticatedUser } from '../auth/token-service.js';
import { validateValues } from '../../engine/index.js';
import { formInvalid } from '../account/account-errors.js';
import { formDefinition } from '../account/form-definitions.js';
import { engineContextOf } from '../account/request-context.js';
import { educationStatus, progressText } from '../learning/education-status.js';
import { addContractSchemas } from './contract-route.js';
import { errors } from '../errors.js';
import type { UserRecord } from '../repositories/user-repository.js';
import {
  agencyParams, CREATE_FIELDS, createStaffBodySchema, DELETE_FIELDS, deleteStaffBodySchema, internalQuerySchema,
  personBodySchema, personResponseSchema, UPDATE_FIELDS, updateStaffBodySchema, usernameBodySchema,
} from '../staff/staff-bodies.js';
import { mayAdd } from '../staff/staff-card-rules.js';
import { staffErrors } from '../staff/staff-errors.js';
import { actingAgency, staffMember, staffUserSchema, toStaffUser } from '../staff/staff-user.js';
import { type AddForm, type CreateStaffBody, createStaff, type DeleteStaffBody, deleteStaff, type UpdateStaffBody, updateStaff } from '../staff/staff-writes.js';

const PAGE = '/personal';
const listResponse = { 200: { type: 'array', items: staffUserSchema } };
const userResponse = { 200: staffUserSchema, 201: staffUserSchema };
const overviewSchema = {
  type: 'object', required: ['agencyNumber', 'users'], additionalProperties: false,
  properties: {
    agencyNumber: { type: 'string' },
    users: { type: 'array', items: { type: 'object', required: ['username', 'education'], additionalProperties: false,
      properties: { username: { type: 'string' }, personId: { type: 'string' }, education: { $ref: 'EducationStatus' } } } },
  },
} as const;
const coursesResponse = { 200: { type: 'array', items: { $ref: 'Course' } } };

// Agency staff who take the mandatory courses: EKONOMI is left out of the overview (spec part 2 §6).
const takesCourses = (user: UserRecord) => decide('takesCourses', { roles: user.roles });

/**
 * Staff administration and per-person education (spec part 2 §7 "Staff and education") under /api/api-retail/v2:
 * the agency variants for OMBMGR and SALJPLUS of the agency, the /internal variants for ADMIN and SALJCOACH acting
 * for a chosen agency. Every route is behind the /personal menu rule; each card action behind its card rule.
 */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  // Not yet declared in schemas/api (PENDING_CONTRACT_ROUTES): its schemas refer to the contract's shapes meanwhile.
  addContractSchemas(app);
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
  const answer = (reply: FastifyReply, user: UserRecord, caller: AuthenticatedUser) => {
    setEtag(reply, user.version);
    return toStaffUser(user, caller);
  };

  const agencyGuard = [requireOwnAgency({ param: 'agency' }), requireMenuAccess(PAGE)];
  const internalGuard = [requireInternal(), requireMenuAccess(PAGE, { agencyParam: 'agencyNumber' })];
  type AgencyParams = { Params: { agency: string } };
  type InternalParams = { Params: { agencyNumber: string }; Querystring: { username?: string } };

  // Lists.
  app.get<AgencyParams>('/agencies/:agency/users', { onRequest: agencyGuard, schema: { params: agencyParams('agency'), response: listResponse } },
    async (request) => list(callerOf(request), request.params.agency));
  app.get<InternalParams>('/internal/agencies/:agencyNumber/users', {
    onRequest: internalGuard, schema: { params: agencyParams('agencyNumber'), querystring: internalQuerySchema, response: listResponse },
  }, async (request) => list(callerOf(request), actingAgency(app, callerOf(request), request.params.agencyNumber)));

  // Education overview (the page's 120 s call) and one person's courses.
  app.get<AgencyParams>('/agencies/:agency/education/control', { onRequest: agencyGuard, schema: { params: agencyParams('agency'), response: { 200: overviewSchema } } },
    async (request) => overview(request.params.agency));
  app.get<InternalParams>('/internal/agencies/:agencyNumber/education/control', {
    onRequest: internalGuard, schema: { params: agencyParams('agencyNumber'), querystring: internalQuerySchema, response: { 200: overviewSchema } },
  }, async (request) => overview(actingAgency(app, callerOf(request), request.params.agencyNumber)));
  app.post<AgencyParams & { Body: { username: string } }>('/agencies/:agency/education/details', {
    onRequest: agencyGuard, schema: { params: agencyParams('agency'), body: usernameBodySchema, response: coursesResponse },
  }, async (request) => courses(request.params.agency, request.body.username));
  app.post<InternalParams & { Body: { username: string } }>('/internal/agencies/:agencyNumber/education/details', {
    onRequest: internalGuard, schema: { params: agencyParams('agencyNumber'), querystring: internalQuerySchema, body: usernameBodySchema, response: coursesResponse },
  }, async (request) => courses(actingAgency(app, callerOf(request), request.params.agencyNumber), request.body.username));

  // Person lookup in the population register: names, 403 for a protected identity, 404 when not found.
  app.post<{ Body: { ssn: string } }>('/person', {
    onRequest: [requireAgencyStaff(), requireMenuAccess(PAGE)], schema: { body: personBodySchema, response: { 200: personResponseSchema } },
  }, async (request) => {
    const caller = callerOf(request);
    if (!mayAdd(caller)) throw errors.forbidden();
    refuseUnknownFields(request.body, ['ssn']);
    const def = formDefinition('staff-person-lookup');
    const found = validateValues(def, { socialSecurityNumber: request.body.ssn }, engineContextOf(app, caller)).errors;
    if (found.length > 0) throw formInvalid(def, found.map((e) => ({ ...e, field: 'ssn' })));
    const person = app.repos.staff.findPerson(request.body.ssn);
    if (person === undefined) throw staffErrors.personNotFound();
    if (person.protected) throw staffErrors.personProtected();
    return { firstname: person.firstname, lastname: person.lastname };
  });

  // Add a seller (after the lookup) or an economy-authorised user.
  const create = (url: string, form: AddForm) =>
    app.post<{ Body: CreateStaffBody }>(url, {
      onRequest: [requireAgencyStaff(), requireMenuAccess(PAGE)], schema: { body: createStaffBodySchema, response: userResponse },
    }, async (request, reply) => {
      const caller = callerOf(request);
      refuseUnknownFields(request.body, CREATE_FIELDS);
      const agencyNumber = actingAgency(app, caller, request.body.agencyNumber);
      const user = await createStaff(app, caller, agencyNumber, form, request.body);
      void reply.code(201);
      return answer(reply, user, caller);
    });
  create('/users', 'staff-add-seller');
  create('/users/economy', 'staff-add-economy');

  // Internal staff save a card of the agency they act for (PUT /users is in own-user-routes.ts: self or staff).
  app.put<{ Body: UpdateStaffBody }>('/internal/users', {
    onRequest: [requireInternal(), requireMenuAccess(PAGE)], schema: { body: updateStaffBodySchema, response: userResponse },
  }, async (request, reply) => {
    const caller = callerOf(request);
    refuseUnknownFields(request.body, UPDATE_FIELDS);
    const agencyNumber = actingAgency(app, caller, request.body.agencyNumber);
    const target = staffMember(app, agencyNumber, request.body.username);
    return answer(reply, await updateStaff(app, request, caller, agencyNumber, target, request.body), caller);
  });

  app.delete<{ Body: DeleteStaffBody }>('/users', {
    onRequest: [requireAgencyStaff(), requireMenuAccess(PAGE)], schema: { body: deleteStaffBodySchema, response: { 204: { type: 'null' } } },
  }, async (request, reply) => {
    const caller = callerOf(request);
    refuseUnknownFields(request.body, DELETE_FIELDS);
    const agencyNumber = actingAgency(app, caller, request.body.agencyNumber);
    deleteStaff(app, request, caller, agencyNumber, staffMember(app, agencyNumber, request.body.username), request.body);
    return reply.code(204).send();
  });
};

/**
 * PUT /users naming another user of the caller's agency (the card's Spara, extended checkbox and one-time password):
 * own-user-routes.ts hands those here. Answers the saved staff user with its ETag.
 */
export async function saveOtherStaff(request: FastifyRequest<{ Body: UpdateStaffBody }>, reply: FastifyReply): Promise<void> {
  const app = request.server;
  const caller = callerOf(request);
  refuseUnknownFields(request.body, UPDATE_FIELDS);
  const agencyNumber = actingAgency(app, caller, request.body.agencyNumber);
  const target = staffMember(app, agencyNumber, request.body.username);
  const saved = await updateStaff(app, request, caller, agencyNumber, target, request.body);
  setEtag(reply, saved.version);
  // toStaffUser builds an allow-listed object, so plain JSON is safe here (the route's schema is the own-user one).
  await reply.type('application/json; charset=utf-8').serializer(JSON.stringify).send(toStaffUser(saved, caller));
}
