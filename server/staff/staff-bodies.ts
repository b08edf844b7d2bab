// Request bounds of the staff calls (spec part 2 §7 "Staff and education"). No additionalProperties: false (Fastify
// would drop unknown keys silently); the routes name unknown keys in a 400 instead. The definitions check the values.
const name = { type: 'string', minLength: 1, maxLength: 64 } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const nullable = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const roles = { type: 'array', maxItems: 20, items: text(64) } as const;

export const createStaffBodySchema = {
  type: 'object', required: ['agencyNumber', 'socialSecurityNumber', 'firstname', 'lastname', 'oneTimePassword', 'roles'],
  properties: {
    createdBy: text(64), changedBy: text(64), agencyNumber: text(10), socialSecurityNumber: text(32), firstname: text(200),
    lastname: text(200), oneTimePassword: text(256), augmented: { type: 'boolean' }, roles,
  },
} as const;
export const CREATE_FIELDS = Object.keys(createStaffBodySchema.properties);

export const updateStaffBodySchema = {
  type: 'object', required: ['username', 'agencyNumber'],
  properties: {
    username: name, agencyNumber: text(10), mobile: nullable(64), alias: nullable(200), roles, password: nullable(256),
    changedBy: nullable(64), gdprAcceptDate: nullable(32),
  },
} as const;
export const UPDATE_FIELDS = Object.keys(updateStaffBodySchema.properties);

export const deleteStaffBodySchema = {
  type: 'object', required: ['agencyNumber', 'role', 'username'],
  properties: { agencyNumber: text(10), role: text(64), deletedBy: text(64), username: name },
} as const;
export const DELETE_FIELDS = Object.keys(deleteStaffBodySchema.properties);

export const personBodySchema = { type: 'object', required: ['ssn'], properties: { ssn: text(32) } } as const;
export const personResponseSchema = {
  type: 'object', required: ['firstname', 'lastname'], additionalProperties: false,
  properties: { firstname: { type: 'string' }, lastname: { type: 'string' } },
} as const;

export const usernameBodySchema = { type: 'object', required: ['username'], properties: { username: name } } as const;
export const internalQuerySchema = { type: 'object', properties: { username: text(128) } } as const;
export const agencyParams = (param: string) => ({ type: 'object', properties: { [param]: { type: 'string', pattern: '^[0-9]{1,10}$' } } });
