import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { useAtomValue } from '@/state/atom-hooks';
import { findMenuItemByPath, isInternal } from '@ombudsportalen/portal/access';
import type { FormTemplateJson, Values } from '@ombudsportalen/engine/browser';
import template from '../../../../schemas/forms/templates/orders.json';
import { ListForm, useListForm } from '@/forms/list-form';
import { useSessionEngineContext } from '@/state/session-hooks';
import { portalMenu } from '@/state/access';
import { authViewAtom } from '@/state/auth';
import { PageContainer } from '@/ui/PageContainer';
import { NewTabLink } from '@/ui/NewTabLink';
import { PageInitError } from '@/ui/PageInitError';
import { ordersSource } from '@/features/orders/api/orders-api';
import { ORDERS_SAVED, RACE_PROGRAMME, RACE_PROGRAMME_URL, SAVE_CHANGES, ordersSaveFailed } from '@/features/orders/orders-texts';
import { orderLines } from '@/features/orders/order-lines';
import { OrderList } from './OrderList';
import { OrderSummary } from './OrderSummary';

const TEMPLATE = template as FormTemplateJson;
const FILE = 'schemas/forms/templates/orders.json';
const TEXTS = { saved: ORDERS_SAVED, saveFailed: ordersSaveFailed };

/**
 * /bestallningar (spec part 2 §2 "Orders"): the catalogue by category, one field per article made by the orders
 * template, Återställ and "Spara ändringar". SALJARE sees the list without the form; internal staff order for the
 * chosen agency through the internal calls and do not get the Banprogram link. The categories stand side by side
 * (one column on a phone) beside a summary of what the form now orders (issue 37 item 10).
 */
export function OrdersPage() {
  const { roles, agencyNumber } = useAtomValue(authViewAtom);
  const internal = isInternal(roles);
  const context = useSessionEngineContext();
  const source = useMemo(() => ordersSource(internal, agencyNumber), [internal, agencyNumber]);
  const state = useListForm(TEMPLATE, FILE, context, source, TEXTS);
  const title = findMenuItemByPath(portalMenu, '/bestallningar')?.item.title;
  // The form's values as typed, for the summary; null until the form has told them (then the loaded list's).
  const [typed, setTyped] = useState<{ form: unknown; values: Values } | null>(null);
  const form = state.form;
  const lines = useMemo(
    () => (form ? orderLines(form, typed?.form === form ? typed.values : form.initialValues, context) : []),
    [form, typed, context],
  );

  return (
    <PageContainer loading={state.phase === 'fetching'} title={title}>
      {!internal && (
        <NewTabLink href={RACE_PROGRAMME_URL} sx={{ display: 'inline-block', mb: 2 }}>
          {RACE_PROGRAMME}
        </NewTabLink>
      )}
      {state.phase === 'load-failed' && <PageInitError code={state.loadError} />}
      {form && (state.editable ? (
        <Box sx={{ display: 'grid', gap: 3, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 17rem' } }}>
          <OrderSummary lines={lines} sx={{ gridColumn: { md: 2 }, gridRow: { md: 1 }, position: { md: 'sticky' }, top: { md: 16 } }} />
          <Box sx={{ minWidth: 0, gridColumn: { md: 1 }, gridRow: { md: 1 } }}>
            <ListForm state={state} context={context} idPrefix="orders" submitLabel={SAVE_CHANGES} sectionGrid onValuesChange={(values) => setTyped({ form, values })} />
          </Box>
        </Box>
      ) : (
        <OrderList form={form} context={context} />
      ))}
    </PageContainer>
  );
}
