import type { FastifyInstance } from 'fastify';
import { addDays } from '@ombudsportalen/engine';
import { PASSWORD_STANDARD } from '@ombudsportalen/portal/password-standard';
import { endAllSessions, endOtherSessions } from '../auth/account-sessions.js';
import { LOCK_AFTER_FAILURES, LOCK_BASE_MS } from '../auth/auth-settings.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import type { AuthenticatedUser } from '../auth/token-service.js';
import { errors, formInvalid } from '../http/errors.js';
import { isLockedAt } from '../repositories/user-repository.js';
import { accountErrors } from './account-errors.js';
import { formDefinition } from '../forms/form-definitions.js';
import { explainStandard, serverRuleBroken } from './password-policy.js';
import { engineContextOf, todayOf } from '../forms/request-context.js';
import { decodedFormValues, formPartOf } from '../forms/decoded-form-values.js';
import type { EndpointName } from '@ombudsportalen/portal/api';
import { serverEngine } from '../engine.js';

const { sentFieldsOnly, validateValues } = serverEngine;

/**
 * The caller changes their own password. Order: the form's rules (the engine, one source with the client), the
 * server's rules, the current password, the last five passwords; then one write. Every refusal of the new password
 * is a 417 with the rule's code and text. The passwords are read from the body by the form's definition, the rest of
 * it (who, for which agency) is the contract's. Returns the user's new version.
 */
export async function changeOwnPassword(app: FastifyInstance, caller: AuthenticatedUser, endpoint: EndpointName, body: Record<string, unknown>): Promise<number> {
  const user = await app.repos.users.findByUsername(caller.username);
  if (user === undefined) throw errors.notFound();
  if (isLockedAt(user, app.now())) throw errors.authenticationLocked();

  // The fields the form sends; the repeat is the browser's own check and never reaches the server.
  const def = sentFieldsOnly(formDefinition('password-change'));
  const ctx = await engineContextOf(app, caller);
  const values = decodedFormValues(def, formPartOf(def, endpoint, body), ctx);
  const found = validateValues(def, values, ctx).errors;
  const missing = found.filter((e) => e.field === 'oldPassword' || (e.field === 'newPassword' && e.code === 'required'));
  if (missing.length > 0) throw formInvalid(def, missing);
  // Both are set text now: an absent or non-text one was refused above.
  const [oldPassword, newPassword] = [String(values.oldPassword), String(values.newPassword)];
  const standard = found.find((e) => e.field === 'newPassword');
  if (standard !== undefined) {
    const rule = explainStandard(newPassword);
    throw rule === undefined ? accountErrors.passwordStandard(standard.message) : accountErrors.passwordRule(rule);
  }
  const broken = serverRuleBroken(newPassword, user);
  if (broken !== undefined) throw accountErrors.passwordRule(broken);

  // Guessing the current password here counts like a failed login, so a stolen session cannot brute-force it.
  if (!(await app.repos.users.reserveLoginAttempt(user.username, app.now(), LOCK_AFTER_FAILURES))) throw errors.authenticationLocked();
  if (!(await verifyPassword(oldPassword, user.passwordHash))) {
    if (await app.repos.users.lockIfSpent(user.username, app.now(), LOCK_AFTER_FAILURES, LOCK_BASE_MS) !== undefined) {
      await endAllSessions(app.repos, user.username, app.now());
      throw errors.authenticationLocked();
    }
    throw accountErrors.passwordRule('wrongCurrent');
  }
  await app.repos.users.clearFailedAttempts(user.username);
  // The last five: the current password (just verified to be oldPassword, so a plain comparison) and the four before it.
  const previous = await app.repos.account.previousPasswordHashes(user.username, PASSWORD_STANDARD.limits.history - 1);
  const sameAsCurrent = newPassword.normalize('NFC') === oldPassword.normalize('NFC');
  if (sameAsCurrent || (await Promise.all(previous.map((hash) => verifyPassword(newPassword, hash)))).includes(true)) {
    throw accountErrors.passwordRule('usedBefore');
  }

  const written = await app.repos.account.changePassword({
    username: user.username, oldHash: user.passwordHash, newHash: await hashPassword(newPassword),
    passwordExpireDate: addDays(todayOf(app), PASSWORD_STANDARD.limits.validityDays), at: app.now().getTime(),
    keep: PASSWORD_STANDARD.limits.history - 1,
  });
  // Another request changed the password between our check and our write.
  if (!written) throw errors.preconditionFailed();
  // Whoever else holds a session of this user (another tab, another device, a thief) must log in with the new password.
  await endOtherSessions(app.repos, user.username, caller.sessionId, app.now());
  return (await app.repos.users.findByUsername(user.username))?.version ?? user.version + 1;
}
