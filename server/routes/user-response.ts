import type { User } from '@ombudsportalen/portal/api';
import type { UserRecord } from '../repositories/user-repository.js';

function present<T>(value: T | null): T | undefined {
  return value === null ? undefined : value;
}

/** The stored user as the contract's User (schemas/api/users.json); nullable fields are left out when not held. */
export function toUserResponse(user: UserRecord): User {
  return {
    username: user.username, firstname: user.firstname, lastname: user.lastname, alias: present(user.alias),
    mobile: present(user.mobile), roles: user.roles, socialSecurityNumber: present(user.socialSecurityNumber),
    personId: present(user.personId), agencyNumber: user.agencyNumber ?? '', storeChainId: present(user.storeChainId),
    forcePasswordChange: user.forcePasswordChange, gdprAcceptDate: present(user.gdprAcceptDate),
    passwordExpireDate: present(user.passwordExpireDate),
  };
}
