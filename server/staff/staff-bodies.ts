// Request and answer shapes of the staff calls (spec part 2 §7 "Staff and education") as JSON Schema files, so they
// move into the API-contract mechanism (schemas/api/) as they are. No additionalProperties: false on bodies (Fastify
// would drop unknown keys silently); the routes name unknown keys in a 400. The definitions check the values.
import createStaffBody from './api-schemas/create-staff-body.json';
import deleteStaffBody from './api-schemas/delete-staff-body.json';
import personBody from './api-schemas/person-body.json';
import personResponse from './api-schemas/person-response.json';
import updateStaffBody from './api-schemas/update-staff-body.json';
import usernameBody from './api-schemas/username-body.json';

export const createStaffBodySchema = createStaffBody;
export const CREATE_FIELDS = Object.keys(createStaffBody.properties);
export const updateStaffBodySchema = updateStaffBody;
export const UPDATE_FIELDS = Object.keys(updateStaffBody.properties);
export const deleteStaffBodySchema = deleteStaffBody;
export const DELETE_FIELDS = Object.keys(deleteStaffBody.properties);
export const personBodySchema = personBody;
export const personResponseSchema = personResponse;
export const usernameBodySchema = usernameBody;
export const internalQuerySchema = { type: 'object', properties: { username: { type: 'string', maxLength: 128 } } } as const;
export const agencyParams = (param: string) => ({ type: 'object', properties: { [param]: { type: 'string', pattern: '^[0-9]{1,10}$' } } });
