import type { Definition } from '@ombudsportalen/engine/browser';

/** The account forms under schemas/forms (their code is the file name). */
export type AccountFormCode = 'password-change' | 'gdpr' | 'mobile' | 'about-me' | 'shop-details';

/**
 * An account form's definition with its precompiled validator. The built-in definitions module is imported on first
 * use, with the page's data: the page shows its frame at once and a failed load as its page-init error (and Vite
 * splits the module, every report's and form's validator, out of the entry chunk).
 */
export async function accountDefinition(code: AccountFormCode): Promise<Definition> {
  const { builtInDefinition } = await import('@/forms/built-in-definitions');
  return builtInDefinition(code);
}
