import type { GateHandoffs } from '../../features/gates/components/GateRouter';

/** Rejected until the account issue provides the save: the GDPR page then shows its spec error text. */
class AccountSaveNotAvailableError extends Error {
  override name = 'AccountSaveNotAvailableError';
  readonly code = 'error.account.not-available';
}

/**
 * The account issue's pieces for the gate pages: the GDPR save, the mobile save and form, the password form.
 * Until then the GDPR acceptance cannot be saved, and the mobile page confirms a number already held.
 */
export const accountHandoffs: GateHandoffs = {
  saveGdprAcceptance: () => Promise.reject(new AccountSaveNotAvailableError('GDPR acceptance cannot be saved yet')),
};
