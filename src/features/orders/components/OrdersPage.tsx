import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { findMenuItemByPath, isInternal } from '../../../../portal/access';
import type { FormTemplateJson } from '../../../../engine/browser';
import template from '../../../../schemas/forms/templates/orders.json';
import { ListForm, useListForm } from '../../../forms/list-form';
import { useSessionEngineContext } from '../../../state/session-hooks';
import { portalMenu } from '../../../state/access';
import { authAtom } from '../../../state/auth';
import { PageContainer } from '../../../ui/PageContainer';
import { NewTabLink } from '../../../ui/NewTabLink';
import { PageInitError } from '../../../ui/PageInitError';
import { ordersSource } from '../api/orders-api';
import { ORDERS_SAVED, RACE_PROGRAMME, RACE_PROGRAMME_URL, SAVE_CHANGES, ordersSaveFailed } from '../orders-texts';
import { OrderList } from './OrderList';

const TEMPLATE = template as FormTemplateJson;
const FILE = 'schemas/forms/templates/orders.json';
const TEXTS = { saved: ORDERS_SAVED, saveFailed: ordersSaveFailed };

/**
 * /bestallningar (spec part 2 §2 "Orders"): the catalogue by category, one field per article made by the orders
 * template, Återställ and "Spara ändringar". SALJARE sees the list without the form; internal staff order for the
 * chosen agency through the internal calls and do not get the Banprogram link.
 */
export function OrdersPage() {
  const { roles, agencyNumber } = useAtomValue(authAtom);
  const internal = isInternal(roles);
  const context = useSessionEngineContext();
  const source = useMemo(() => ordersSource(internal, agencyNumber), [internal, agencyNumber]);
  const state = useListForm(TEMPLATE, FILE, context, source, TEXTS);
  const title = findMenuItemByPath(portalMenu, '/bestallningar')?.item.title;

  return (
    <PageContainer loading={state.phase === 'fetching'} title={title}>
      {!internal && (
        <NewTabLink href={RACE_PROGRAMME_URL} sx={{ display: 'inline-block', mb: 2 }}>
          {RACE_PROGRAMME}
        </NewTabLink>
      )}
      {state.phase === 'load-failed' && <PageInitError code={state.loadError} />}
      {state.form && (state.editable
        ? <ListForm state={state} context={context} idPrefix="orders" submitLabel={SAVE_CHANGES} />
        : <OrderList form={state.form} context={context} />)}
    </PageContainer>
  );
}
