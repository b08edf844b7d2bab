import { startTransition } from 'react';
import { useStore } from 'jotai';
import { useAtomValue } from '@/state/atom-hooks';
import { isInternal } from '@ombudsportalen/portal/access';
import { agencyLoadedAtom } from '@/state/agency';
import { authViewAtom } from '@/state/auth';
import { PageContainer } from '@/ui/PageContainer';
import { PageInitError } from '@/ui/PageInitError';
import { usePageInit } from '@/ui/page-init-state';
import { fetchShopDetails, type ShopSource } from '@/features/account/api/shop-details-api';
import { accountDefinition } from '@/features/account/account-definitions';
import { pageTitle } from '@/features/account/components/page-parts';
import { ShopDetailsEditor } from './ShopDetailsEditor';

/**
 * /installningar, "Butikens uppgifter" (OMBMGR, SALJPLUS; ADMIN and SALJCOACH for the chosen agency). The info is read
 * fresh on opening, with its ETag, and becomes the agency state's original (reset goes back to it).
 */
export function ShopDetailsPage() {
  const store = useStore();
  const { roles, agencyNumber } = useAtomValue(authViewAtom);
  const internal = isInternal(roles);
  const source: ShopSource = { internal, agencyNumber };

  const load = async () => {
    const [definition, versioned] = await Promise.all([accountDefinition('shop-details'), fetchShopDetails(source)]);
    startTransition(() => store.set(agencyLoadedAtom, versioned.data)); // with the page's own transition (usePageInit)
    return { definition, etag: versioned.etag };
  };
  const init = usePageInit(load, [internal, agencyNumber]);

  return (
    <PageContainer loading={init.status === 'pending' || init.status === 'idle'} title={pageTitle('/installningar')}>
      {init.status === 'error' && <PageInitError code={init.code} />}
      {init.status === 'success' && <ShopDetailsEditor key={agencyNumber} definition={init.data.definition} source={source} etag={init.data.etag} />}
    </PageContainer>
  );
}
