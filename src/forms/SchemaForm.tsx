import type { ReactNode } from 'react';
import { withTheme } from '@rjsf/core';
import { Templates } from '@rjsf/mui';
import type { RegistryFieldsType } from '@rjsf/utils';
import { RootObjectField } from './RootObjectField';
import { ROOT_FIELD } from './rjsf-form';
import { SubmitArea } from './SubmitArea';
import { schemaFormTemplates } from './templates';
import { type SchemaFormOptions, useSchemaForm } from './use-schema-form';

/** SchemaForm's props: the hook's options plus the button text. */
export interface SchemaFormProps extends SchemaFormOptions {
  /** The submit button's text (default "Skicka"); it reads "Laddar..." while onSubmit runs. */
  submitLabel?: string;
  /** Buttons shown beside the submit button (e.g. Avbryt, Återställ); they must be type="button" (the default of MUI's Button is not). */
  actions?: ReactNode;
}

const fields = { [ROOT_FIELD]: RootObjectField };
// @rjsf/mui's templates without its widgets: every field names one of the portal's widgets (widget-registry.ts), so
// MUI's range, checkboxes, select and textarea widgets never render; leaving them out keeps ~7 KB gzipped off form pages.
const Form = withTheme({ templates: Templates });

/**
 * A form rendered from an engine definition with @rjsf/mui: visible fields only, conditions applied as the user
 * types, engine validation (errors after blur or submit), server errors under their fields.
 */
export function SchemaForm(props: SchemaFormProps) {
  return <SchemaFormWithFields rjsfFields={fields} {...props} />;
}

/** SchemaForm with rjsf's field registry given: tests count renders where each field starts in the very same form. */
export function SchemaFormWithFields({ rjsfFields, submitLabel = 'Skicka', actions, ...options }: SchemaFormProps & { rjsfFields: RegistryFieldsType }) {
  const form = useSchemaForm(options);
  return (
    <Form
      key={form.formKey}
      schema={form.schema}
      uiSchema={form.uiSchema}
      validator={form.validator}
      formContext={form.formContext}
      initialFormData={form.initialFormData}
      widgets={form.widgets}
      fields={rjsfFields}
      templates={schemaFormTemplates}
      idPrefix={form.idPrefix}
      noHtml5Validate
      showErrorList={false}
      focusOnFirstError={form.focusOnFirstError}
      onError={form.onError}
      onSubmit={form.onSubmit}
    >
      <SubmitArea messages={form.messages} pending={form.pending} label={submitLabel} actions={actions} />
    </Form>
  );
}
