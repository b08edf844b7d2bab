import { useEffect, useState } from 'react';
import type { Definition } from '../../../../engine/browser';
import { errorText } from '../../../api/error-text';

/** The account forms under schemas/forms (their code is the file name). */
export type AccountFormCode = 'password-change' | 'gdpr' | 'mobile' | 'about-me' | 'shop-details';

/**
 * An account form's definition with its precompiled validator. The built-in definitions module is imported on first
 * use, with the page's data: the page shows its frame at once and a failed load as its page-init error (and Vite
 * splits the module, every report's and form's validator, out of the entry chunk).
 */
export async function accountDefinition(code: AccountFormCode): Promise<Definition> {
  const { builtInDefinition } = await import('../../../forms/built-in-definitions');
  return builtInDefinition(code);
}

export type DefinitionLoad = { status: 'pending' } | { status: 'ready'; definition: Definition } | { status: 'error'; code: string };

/** One account form's definition, for forms that load nothing else (the gate pages). */
export function useAccountDefinition(code: AccountFormCode): DefinitionLoad {
  const [load, setLoad] = useState<DefinitionLoad>({ status: 'pending' });
  useEffect(() => {
    let current = true;
    accountDefinition(code).then(
      (definition) => current && setLoad({ status: 'ready', definition }),
      (error: unknown) => current && setLoad({ status: 'error', code: errorText(error) }),
    );
    return () => {
      current = false;
    };
  }, [code]);
  return load;
}
