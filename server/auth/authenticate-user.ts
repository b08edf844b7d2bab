import { errors } from '../http/errors.js';
import type { Repositories } from '../repositories/create-repositories.js';
import type { UserRecord } from '../repositories/user-repository.js';
import { isInternal } from '@ombudsportalen/portal/access';
import { LOCK_AFTER_FAILURES, LOCK_BASE_MS } from './auth-settings.js';
import type { OAuthClient } from './clients.js';
import { verifyAgainstDummy, verifyPassword } from './password.js';

/**
 * Checks a password with the login lock (docs/security.md, findings 2-4 and 23.6): the attempt is reserved before
 * hashing, so parallel guesses cannot exceed the limit; the fifth wrong one locks for 15 minutes, doubling with each
 * lock; unknown, locked and wrong all cost exactly one scrypt. From a known browser (`knownDevice`, the hash of its
 * device cookie for this user) the attempts and the lock are the device's, not the user's: the user's temporary lock
 * does not apply to it, the staff lock does. Throws AppError failed or locked; returns the user on a right password.
 */
export async function checkPasswordWithLock(repos: Repositories, userName: string, password: string, now: Date, knownDevice?: string): Promise<UserRecord> {
  const user = await repos.users.findByUsername(userName.trim());
  const attempts = attemptsOf(repos);
  const key = knownDevice === undefined ? `user:${user?.username ?? ''}` : `device:${knownDevice}`;
  const reserved = user !== undefined && await reserveInTurn(attempts, key, async () => (knownDevice === undefined
    ? repos.users.reserveLoginAttempt(user.username, now, LOCK_AFTER_FAILURES)
    : !user.locked && repos.users.reserveDeviceAttempt(knownDevice, now, LOCK_AFTER_FAILURES)));
  if (user === undefined || !reserved) {
    // Same work as a real check: the answer time tells nothing about whether the account exists or is locked.
    await verifyAgainstDummy(password);
    throw user === undefined ? errors.authenticationFailed() : errors.authenticationLocked();
  }
  return track(attempts, key, checkReserved(repos, user, password, now, knownDevice));
}

async function checkReserved(repos: Repositories, user: UserRecord, password: string, now: Date, knownDevice: string | undefined): Promise<UserRecord> {
  if (!(await verifyPassword(password, user.passwordHash))) {
    // The failure that locks the account (or the known browser) says so at once, rather than one attempt later.
    const lockedUntil = knownDevice === undefined
      ? await repos.users.lockIfSpent(user.username, now, LOCK_AFTER_FAILURES, LOCK_BASE_MS)
      : await repos.users.lockDeviceIfSpent(knownDevice, now, LOCK_AFTER_FAILURES, LOCK_BASE_MS);
    throw lockedUntil === undefined ? errors.authenticationFailed() : errors.authenticationLocked();
  }
  // Checked again after hashing: a lock set by a parallel attempt meanwhile wins over this right password.
  const recorded = knownDevice === undefined
    ? await repos.users.recordSuccessfulLogin(user.username, now)
    : await repos.users.recordDeviceLogin(user.username, knownDevice, now);
  if (!recorded) throw errors.authenticationLocked();
  return user;
}

// The attempts of this instance in flight, per user (or known browser), so an attempt that finds the five places taken
// waits for them rather than being told the account is locked (issue 37 item 19). An emptied entry is deleted.
const inFlight = new WeakMap<Repositories, Map<string, Set<Promise<unknown>>>>();
/** Waits, after a refusal, at most this many times: 5 places each, so 40 simultaneous logins of one user pass. */
const MAX_TURNS = 8;

function attemptsOf(repos: Repositories): Map<string, Set<Promise<unknown>>> {
  let attempts = inFlight.get(repos);
  if (attempts === undefined) inFlight.set(repos, attempts = new Map());
  return attempts;
}

function track<T>(attempts: Map<string, Set<Promise<unknown>>>, key: string, attempt: Promise<T>): Promise<T> {
  const pending = attempts.get(key) ?? new Set();
  attempts.set(key, pending.add(attempt));
  return attempt.finally(() => {
    pending.delete(attempt);
    if (pending.size === 0 && attempts.get(key) === pending) attempts.delete(key);
  });
}

/**
 * Reserves an attempt; refused while attempts of this instance are in flight, it waits for them to end and tries again
 * (a right password among them clears the count; five wrong ones lock, and the next try is refused as locked).
 */
async function reserveInTurn(attempts: Map<string, Set<Promise<unknown>>>, key: string, reserve: () => Promise<boolean>): Promise<boolean> {
  for (let turn = 0; ; turn += 1) {
    if (await reserve()) return true;
    const pending = attempts.get(key);
    if (pending === undefined || turn === MAX_TURNS) return false;
    await Promise.allSettled([...pending]);
  }
}

/**
 * Checks credentials for a client; throws AppError (failed, locked, wrong kind of user).
 * The password is checked before the client rule, so a refusal never reveals an account's kind to a guesser.
 */
export async function authenticateUser(
  repos: Repositories, client: OAuthClient, userName: string, password: string, now: Date, knownDevice?: string,
): Promise<UserRecord> {
  const user = await checkPasswordWithLock(repos, userName, password, now, knownDevice);
  if (isInternal(user.roles) !== client.internal) {
    throw client.internal ? errors.externalUserRefused() : errors.internalUserRefused();
  }
  return user;
}
