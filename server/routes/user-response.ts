import type { UserRecord } from '../repositories/user-repository.js';

/** The person/user shape the SPA reads (spec §3); nullable fields are left out when not held. */
export interface UserResponse {
  username: string;
  firstname: string;
  lastname: string;
  alias?: string;
  mobile?: string;
  roles: string[];
  socialSecurityNumber?: string;
  personId?: string;
  agencyNumber: string;
  storeChainId?: number;
  forcePasswordChange: boolean;
  /** Absent: not defined. '': defined but empty (GDPR acceptance pending). */
  gdprAcceptDate?: string;
  passwordExpireDate?: string;
}

const optionalText = { type: 'string' } as const;

// The response schema doubles as an allow-list: fast-json-stringify drops anything not named (password hash etc.).
export const userResponseSchema = {
  type: 'object',
  required: ['username', 'firstname', 'lastname', 'roles', 'agencyNumber', 'forcePasswordChange'],
  properties: {
    username: { type: 'string' }, firstname: { type: 'string' }, lastname: { type: 'string' }, alias: optionalText,
    mobile: optionalText, roles: { type: 'array', items: { type: 'string' } }, socialSecurityNumber: optionalText,
    personId: optionalText, agencyNumber: { type: 'string' }, storeChainId: { type: 'integer' },
    forcePasswordChange: { type: 'boolean' }, gdprAcceptDate: optionalText, passwordExpireDate: optionalText,
  },
} as const;

function present<T>(value: T | null): T | undefined {
  return value === null ? undefined : value;
}

export function toUserResponse(user: UserRecord): UserResponse {
  return {
    username: user.username, firstname: user.firstname, lastname: user.lastname, alias: present(user.alias),
    mobile: present(user.mobile), roles: user.roles, socialSecurityNumber: present(user.socialSecurityNumber),
    personId: present(user.personId), agencyNumber: user.agencyNumber ?? '', storeChainId: present(user.storeChainId),
    forcePasswordChange: user.forcePasswordChange, gdprAcceptDate: present(user.gdprAcceptDate),
    passwordExpireDate: present(user.passwordExpireDate),
  };
}
