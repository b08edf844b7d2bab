import { useEffect, useState } from 'react';
import type { Definition } from '@ombudsportalen/engine/browser';
import { errorText } from '@/api/error-text';
import { accountDefinition, type AccountFormCode } from '@/features/account/account-definitions';

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
