// Ending a user's sessions when their credentials change (docs/security.md, finding 6). The staff page (issue 12)
// calls these for one-time passwords, locks and deletions; the password change calls endOtherSessions itself.
import type { Repositories } from '../repositories/create-repositories.js';
import { hashPassword } from './password.js';

/** Every refresh family of the user ends: no tab gets a new access token, and the API refuses the current ones. */
export function endAllSessions(repos: Repositories, username: string, now: Date): Promise<number> {
  return repos.refreshTokens.revokeUserFamilies(username, now.getTime());
}

/** Every refresh family but the caller's own (the access token's sid) ends: used after a password change. */
export function endOtherSessions(repos: Repositories, username: string, keepSessionId: string | undefined, now: Date): Promise<number> {
  return repos.refreshTokens.revokeUserFamilies(username, now.getTime(), keepSessionId ?? '');
}

/**
 * A one-time password from the staff page: it becomes the user's password (a change is forced at the next login), the
 * login lock is lifted, and every session of the user ends. False if the user does not exist.
 */
export async function unlockWithOneTimePassword(repos: Repositories, username: string, oneTimePassword: string, now: Date): Promise<boolean> {
  const hash = await hashPassword(oneTimePassword);
  if (!(await repos.users.unlockAndForceChange(username, hash))) return false;
  await endAllSessions(repos, username, now);
  return true;
}
