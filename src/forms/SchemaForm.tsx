import type { ComponentType, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { FormFields, type FormFieldsProps } from './FormFields';
import { SubmitArea } from './SubmitArea';
import { workRestored } from './unsaved-work-texts';
import { type SchemaFormOptions, useSchemaForm } from './use-schema-form';

/** SchemaForm's props: the hook's options plus the button text. */
export interface SchemaFormProps extends SchemaFormOptions {
  /** The submit button's text (default "Skicka"); it reads "Laddar..." while onSubmit runs. */
  submitLabel?: string;
  /** Buttons shown beside the submit button (e.g. Avbryt, Återställ); they must be type="button" (the default of MUI's Button is not). */
  actions?: ReactNode;
  /** Sections (x-layout) side by side in a responsive grid, one column on a phone (orders: one card per category). */
  sectionGrid?: boolean;
}

/**
 * A form rendered from an engine definition: visible fields only, each with its registry widget, conditions applied
 * as the user types, engine validation (errors after blur or submit), server errors under their fields. The form
 * core (form-core.ts) holds every value; this is the React shell around it.
 */
export function SchemaForm(props: SchemaFormProps) {
  return <SchemaFormWithFields Fields={FormFields} {...props} />;
}

/** SchemaForm with its field list given: tests count the list's renders in the very same form. */
export function SchemaFormWithFields({ Fields, submitLabel = 'Skicka', actions, sectionGrid, ...options }: SchemaFormProps & { Fields: ComponentType<FormFieldsProps> }) {
  const form = useSchemaForm(options);
  return (
    <form key={form.formKey} noValidate onSubmit={form.onSubmit}>
      {form.restored && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {workRestored(submitLabel)}
        </Alert>
      )}
      <Fields core={form.core} model={form.model} widgets={form.widgets} idPrefix={form.idPrefix} sectionGrid={sectionGrid} />
      <SubmitArea messages={form.messages} pending={form.pending} label={submitLabel} actions={actions} formId={form.idPrefix} />
    </form>
  );
}
