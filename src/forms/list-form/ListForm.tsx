import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { type Values } from '@ombudsportalen/engine/browser';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { FeedbackPanel } from '@/ui/FeedbackPanel';
import { LoadingButton } from '@/ui/LoadingButton';
import { SchemaForm } from '@/forms/SchemaForm';
import { SAVED } from '@/forms/use-schema-form';
import type { useListForm } from './use-list-form';
import { spaEngine } from '@/forms/engine';

const { buildListPayload } = spaEngine;

export const RESTORE = 'Återställ';
export const RELOAD_LATEST = 'Ladda om';
export const CONFLICT_KEPT = 'Det du har skrivit finns kvar i formuläret tills du laddar om.';

export interface ListFormProps {
  state: ReturnType<typeof useListForm>;
  context: PortalContext;
  idPrefix: string;
  submitLabel: string;
  /** Keys the page adds to the list payload (terminal parameters: username). */
  extraPayload?: Record<string, unknown>;
  /** The groups (the template's groupedBy) side by side in a responsive grid. */
  sectionGrid?: boolean;
  /** Told the form's values at start and after every change (the orders summary). */
  onValuesChange?: (values: Values) => void;
}

/**
 * The form of a list page: the 412 panel with "Ladda om", the success or error banner, the fields made from the list
 * (SchemaForm, one field per item, headed by group) and Återställ, which puts the loaded list back.
 */
export function ListForm({ state, context, idPrefix, submitLabel, extraPayload, sectionGrid, onValuesChange }: ListFormProps) {
  const { form, formKey, feedback, conflict, serverErrors } = state;
  if (!form) return null;
  return (
    <>
      {conflict && (
        <Alert
          severity="warning"
          role="alert"
          sx={{ my: 2, alignItems: 'center' }}
          action={
            <LoadingButton color="inherit" size="small" variant="outlined" loading={state.phase === 'fetching'} onClick={() => void state.reloadLatest()}>
              {RELOAD_LATEST}
            </LoadingButton>
          }
        >
          {conflict} {CONFLICT_KEPT}
        </Alert>
      )}
      <FeedbackPanel variant={feedback?.variant ?? 'info'} message={feedback?.text ?? ''} permanent={feedback?.variant === 'error'} />
      <SchemaForm
        key={formKey}
        definition={form.definition}
        context={context}
        idPrefix={idPrefix}
        initialValues={form.initialValues}
        serverErrors={serverErrors}
        submitLabel={submitLabel}
        onAttempt={state.clearFeedback}
        sectionGrid={sectionGrid}
        onValuesChange={onValuesChange}
        onSubmit={async (values) => ((await state.save({ ...buildListPayload(form.definition, form.template.payload, values), ...extraPayload })) ? SAVED : undefined)}
        actions={
          <Button variant="outlined" onClick={state.restore} disabled={state.phase === 'saving'}>
            {RESTORE}
          </Button>
        }
      />
    </>
  );
}
