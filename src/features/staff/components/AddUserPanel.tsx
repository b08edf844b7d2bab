import { useEffect, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import type { StaffUser } from '@ombudsportalen/portal/api';
import { ApiError } from '@/api/api-error';
import { type FieldMessage, SchemaForm, type WidgetProps, useWidgetField, widgetRegistry } from '@/forms';
import { ReadOnlyValue } from '@/forms/ReadOnlyValue';
import { FeedbackPanel } from '@/ui/FeedbackPanel';
import { createStaff, lookupPerson, type StaffCaller } from '@/features/staff/api/staff-api';
import type { StaffDefinitions } from '@/features/staff/staff-definitions';
import { staffFailure } from '@/features/staff/staff-failure';
import { ADD, ALREADY_REGISTERED, CANCEL, LOOKUP_FAILED, LOOKUP_LIMITED, SEARCH, economySaveFailed, userSaveFailed } from '@/features/staff/staff-texts';

export type AddKind = 'seller' | 'economy';

interface AddUserPanelProps {
  kind: AddKind;
  title: string;
  definitions: StaffDefinitions;
  context: PortalContext;
  caller: StaffCaller;
  /** The user was created: the page names them in its success text. */
  onAdded: (user: StaffUser) => void;
  onCancel: () => void;
}

/** Step 2 of the seller form: names found by the lookup, locked. */
interface Found {
  ssn: string;
  firstname: string;
  lastname: string;
  locked: boolean;
}

const LOCKABLE = new Set(['firstname', 'lastname']);
const ADD_SELLER_ID = 'addseller';

/** A name the register gave: text under its label, like the form's other read-only fields. */
function LockedName(props: WidgetProps) {
  const { field } = useWidgetField(props);
  return <ReadOnlyValue id={props.id} field={field} value={props.value} />;
}

/** A failed lookup: someone already at the agency is said so before a password is chosen (409), else the spec's text. */
function lookupFailureText(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === 409) return ALREADY_REGISTERED;
  return failure instanceof ApiError && failure.status === 429 ? LOOKUP_LIMITED : LOOKUP_FAILED;
}

/**
 * Add seller (step 1: Sök by personal number; step 2: names locked when found, typed after a 403; one-time password) or
 * add economy-authorised user (no lookup). Both post the form's payload with createdBy, changedBy and agencyNumber.
 */
export function AddUserPanel({ kind, title, definitions, context, caller, onAdded, onCancel }: AddUserPanelProps) {
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState('');
  const [serverErrors, setServerErrors] = useState<{ fields: FieldMessage[] } | null>(null);
  // The register's names show as text, as every read-only field does (an input that refuses typing looks editable).
  const widgets = useMemo(() => {
    const Text = widgetRegistry.text;
    const NameOrText = (props: WidgetProps) =>
      found?.locked === true && LOCKABLE.has(props.name) ? <LockedName {...props} /> : <Text {...props} />;
    return { text: NameOrText };
  }, [found]);
  // Sök replaces the search form with step 2: the focus goes on to the first field left to fill, not to the page.
  useEffect(() => {
    if (found === null) return;
    document.getElementById(`${ADD_SELLER_ID}_${found.locked ? 'oneTimePassword' : 'firstname'}`)?.focus();
  }, [found]);

  // Every press of Sök or Lägg till starts over: the last attempt's banner and field errors go first.
  const clearError = () => {
    setError('');
    setServerErrors(null);
  };

  async function search(ssn: string) {
    setError('');
    try {
      const person = await lookupPerson(ssn);
      setFound({ ssn, firstname: person.firstname, lastname: person.lastname, locked: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 403) setFound({ ssn, firstname: '', lastname: '', locked: false });
      else setError(lookupFailureText(failure));
    }
  }

  async function add(payload: Record<string, unknown>) {
    setError('');
    setServerErrors(null);
    try {
      onAdded(await createStaff(caller, kind, payload));
    } catch (failure) {
      const shown = staffFailure(failure, kind === 'economy' ? economySaveFailed : userSaveFailed);
      setError(shown.text);
      if (shown.fields) setServerErrors({ fields: shown.fields });
    }
  }

  const cancel = (
    <Button type="button" variant="outlined" onClick={onCancel}>
      {CANCEL}
    </Button>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid={`add-${kind}`}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <FeedbackPanel variant="error" message={error} permanent />
      {kind === 'seller' && found === null && (
        <SchemaForm
          definition={definitions['staff-person-lookup']}
          context={context}
          idPrefix="lookup"
          submitLabel={SEARCH}
          onAttempt={clearError}
          onSubmit={(values) => search(String(values.socialSecurityNumber ?? ''))}
          actions={cancel}
        />
      )}
      {kind === 'seller' && found !== null && (
        <SchemaForm
          key={found.ssn}
          definition={definitions['staff-add-seller']}
          context={context}
          idPrefix={ADD_SELLER_ID}
          initialValues={{ socialSecurityNumber: found.ssn, firstname: found.firstname, lastname: found.lastname }}
          widgets={widgets}
          serverErrors={serverErrors}
          submitLabel={ADD}
          onAttempt={clearError}
          onSubmit={(_values, payload) => add(payload.formPayload())}
          actions={cancel}
        />
      )}
      {kind === 'economy' && (
        <SchemaForm
          definition={definitions['staff-add-economy']}
          context={context}
          idPrefix="addeconomy"
          serverErrors={serverErrors}
          submitLabel={ADD}
          onAttempt={clearError}
          onSubmit={(_values, payload) => add(payload.formPayload())}
          actions={cancel}
        />
      )}
    </Paper>
  );
}
