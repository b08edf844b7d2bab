import type { FastifyPluginAsync } from 'fastify';
import { decide } from '@ombudsportalen/portal/access';
import { refuseUnknownFields } from '../http/errors.js';
import { requireAgencyStaff, requireInternal, requireMenuAccess, requireOwnAgency } from '../auth/agency-access.js';
import { educationStatus, toCourseView } from '../learning/education-status.js';
import type { UserRecord } from '../repositories/user-repository.js';
import { authorizeStaff, type CardScope, STAFF_PAGE, type StaffScope } from '../staff/staff-access.js';
import { saveStaffCard, staffAnswer } from '../staff/staff-card-save.js';
import { lookupPerson } from '../staff/person-lookup.js';
import { toStaffUser } from '../staff/staff-user.js';
import { type AddForm, createStaff, deleteStaff } from '../staff/staff-writes.js';
import { contractFields, contractRoute } from '../http/contract-route.js';

// No additionalProperties: false on the bodies (Fastify would drop unknown keys silently): a 400 names them instead.
const CREATE_FIELDS = contractFields('StaffCreate');
const DELETE_FIELDS = contractFields('StaffDelete');

// Agency staff who take the mandatory courses: EKONOMI is left out of the overview (spec part 2 §6).
const takesCourses = (user: UserRecord) => decide('takesCourses', { roles: user.roles });

/**
 * Staff administration and per-person education (spec part 2 §7 "Staff and education") under /api/api-retail/v2:
 * the agency variants for OMBMGR and SALJPLUS of the agency, the /internal variants for ADMIN and SALJCOACH acting
 * for a chosen agency. The route guards refuse early; every handler then passes authorizeStaff (server/staff/
 * staff-access.ts), the one enforcement point of the gates, the /personal menu rule and the card rules.
 */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  const list = async ({ caller, agencyNumber }: StaffScope) =>
    (await app.repos.staff.membersOf(agencyNumber)).map((user) => toStaffUser(user, caller, app.now()));
  // The overview: every staff member who takes courses, with the mandatory courses their own education page lists (a
  // course never begun is "Ej påbörjad" on both pages, not missing on one).
  const overview = async ({ agencyNumber }: StaffScope) => {
    const users = (await app.repos.staff.membersOf(agencyNumber)).filter(takesCourses);
    const results = await app.repos.learning.mandatoryResultsOf(users.map((user) => user.username));
    return {
      agencyNumber,
      users: users.map((user) => ({
        username: user.username, ...(user.personId !== null ? { personId: user.personId } : {}),
        education: educationStatus(results.get(user.username) ?? []),
      })),
    };
  };
  const courses = async ({ target }: CardScope) =>
    (await app.repos.learning.mandatoryResults(target.username)).map(toCourseView);

  const agencyGuard = [requireOwnAgency({ param: 'agency' }), requireMenuAccess(STAFF_PAGE)];
  const internalGuard = [requireInternal(), requireMenuAccess(STAFF_PAGE, { agencyParam: 'agencyNumber' })];
  const staffGuard = [requireAgencyStaff(), requireMenuAccess(STAFF_PAGE)];

  // Lists.
  contractRoute(app, 'getStaff', { onRequest: agencyGuard },
    async (request) => list(await authorizeStaff(request, request.params.agency, { kind: 'list' })));
  contractRoute(app, 'getInternalStaff', { onRequest: internalGuard },
    async (request) => list(await authorizeStaff(request, request.params.agencyNumber, { kind: 'list' })));

  // Education overview (the page's 120 s call) and one person's courses.
  contractRoute(app, 'getStaffEducation', { onRequest: agencyGuard },
    async (request) => overview(await authorizeStaff(request, request.params.agency, { kind: 'list' })));
  contractRoute(app, 'getInternalStaffEducation', { onRequest: internalGuard },
    async (request) => overview(await authorizeStaff(request, request.params.agencyNumber, { kind: 'list' })));
  contractRoute(app, 'getStaffCourses', { onRequest: agencyGuard },
    async (request) => courses(await authorizeStaff(request, request.params.agency, { kind: 'read', username: request.body.username })));
  contractRoute(app, 'getInternalStaffCourses', { onRequest: internalGuard },
    async (request) => courses(await authorizeStaff(request, request.params.agencyNumber, { kind: 'read', username: request.body.username })));

  // Person lookup in the population register: names, 403 for a protected identity, 404 when not found; rate-limited
  // per user and agency, one audit row per lookup (server/staff/person-lookup.ts).
  contractRoute(app, 'lookupPerson', { onRequest: staffGuard }, async (request, reply) => {
    const scope = await authorizeStaff(request, undefined, { kind: 'add' });
    refuseUnknownFields(request.body, contractFields('PersonLookup'));
    return lookupPerson(request, reply, scope, request.body.ssn);
  });

  // Add a seller (after the lookup) or an economy-authorised user.
  const create = (name: 'createSeller' | 'createEconomyUser', form: AddForm) =>
    contractRoute(app, name, { onRequest: staffGuard }, async (request, reply) => {
      const scope = await authorizeStaff(request, request.body.agencyNumber, { kind: 'add' });
      refuseUnknownFields(request.body, CREATE_FIELDS);
      const user = await createStaff(app, scope, form, name, request.body);
      void reply.code(201);
      return staffAnswer(reply, user, scope);
    });
  create('createSeller', 'staff-add-seller');
  create('createEconomyUser', 'staff-add-economy');

  // Internal staff save a card of the agency they act for (PUT /users naming another user: own-user-routes.ts).
  contractRoute(app, 'saveInternalStaff', { onRequest: [requireInternal(), requireMenuAccess(STAFF_PAGE)] },
    async (request, reply) => saveStaffCard(request, reply, 'saveInternalStaff', request.body));

  contractRoute(app, 'deleteStaff', { onRequest: staffGuard }, async (request, reply) => {
    const scope = await authorizeStaff(request, request.body.agencyNumber, { kind: 'act', username: request.body.username, actions: ['delete'] });
    refuseUnknownFields(request.body, DELETE_FIELDS);
    await deleteStaff(app, request, scope, request.body);
    return reply.code(204).send();
  });
};
