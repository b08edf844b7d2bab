import { errors } from '../errors.js';
import type { Repositories } from '../repositories/create-repositories.js';
import type { UserRecord } from '../repositories/user-repository.js';
import { isInternalUser, LOCK_AFTER_FAILURES } from './auth-settings.js';
import type { OAuthClient } from './clients.js';
import { verifyAgainstDummy, verifyPassword } from './password.js';

/**
 * Checks credentials for a client; throws AppError (failed, locked, wrong kind of user).
 * The password is checked before the client rule, so a refusal never reveals an account's kind to a guesser.
 */
export async function authenticateUser(
  repos: Repositories, client: OAuthClient, userName: string, password: string, now: Date,
): Promise<UserRecord> {
  const user = repos.users.findByUsername(userName.trim());
  if (user === undefined) {
    await verifyAgainstDummy(password);
    throw errors.authenticationFailed();
  }
  if (user.locked) throw errors.authenticationLocked();
  if (!(await verifyPassword(password, user.passwordHash))) {
    const after = repos.users.recordFailedLogin(user.username, LOCK_AFTER_FAILURES);
    // The failure that locks the account says so at once, rather than one attempt later.
    throw after?.locked === true ? errors.authenticationLocked() : errors.authenticationFailed();
  }
  if (isInternalUser(user.roles) !== client.internal) {
    throw client.internal ? errors.externalUserRefused() : errors.internalUserRefused();
  }
  repos.users.recordSuccessfulLogin(user.username, now);
  return user;
}
