import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { useAtomValue } from '@/state/atom-hooks';
import { findMenuItemByPath, isInternal } from '@ombudsportalen/portal/access';
import type { FormTemplateJson } from '@ombudsportalen/engine/browser';
import template from '../../../../schemas/forms/templates/terminal-parameters.json';
import { ListForm, useListForm } from '@/forms/list-form';
import { useSessionEngineContext } from '@/state/session-hooks';
import { portalMenu } from '@/state/access';
import { authViewAtom } from '@/state/auth';
import { PageContainer } from '@/ui/PageContainer';
import { PageInitError } from '@/ui/PageInitError';
import { terminalSource } from '@/features/terminal/api/terminal-api';
import { NO_PARAMETERS, PARAMETERS_SAVED, SAVE, parametersSaveFailed } from '@/features/terminal/terminal-texts';

const TEMPLATE = template as FormTemplateJson;
const FILE = 'schemas/forms/templates/terminal-parameters.json';
const TEXTS = { saved: PARAMETERS_SAVED, saveFailed: parametersSaveFailed };

/**
 * /terminal (spec part 2 §2 "Terminal parameters"): one field per parameter made by the terminal template (checkbox
 * for true/false defaults, else a required text field checked against the parameter's own regexp), Återställ and
 * Spara. Only set values are sent, with the username; then the list is read again.
 */
export function TerminalPage() {
  const { roles, agencyNumber, username } = useAtomValue(authViewAtom);
  const internal = isInternal(roles);
  const context = useSessionEngineContext();
  const source = useMemo(() => terminalSource({ internal, agencyNumber, username }), [internal, agencyNumber, username]);
  const state = useListForm(TEMPLATE, FILE, context, source, TEXTS);
  const extraPayload = useMemo(() => ({ username }), [username]);
  const title = findMenuItemByPath(portalMenu, '/terminal')?.item.title;

  return (
    <PageContainer loading={state.phase === 'fetching'} title={title}>
      {state.phase === 'load-failed' && <PageInitError code={state.loadError} />}
      {state.form && state.form.definition.fields.length === 0 && <Typography>{NO_PARAMETERS}</Typography>}
      {state.form && state.form.definition.fields.length > 0 && (
        <ListForm state={state} context={context} idPrefix="terminal" submitLabel={SAVE} extraPayload={extraPayload} />
      )}
    </PageContainer>
  );
}
