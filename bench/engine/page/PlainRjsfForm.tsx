import { useMemo } from 'react';
import Form from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { type Definition, type EngineContext, type Values } from '@ombudsportalen/engine/browser';
import { pageEngine } from './page-engine';

const { toFormModel } = pageEngine;

/** The baseline: the same visible fields as a plain JSON Schema in @rjsf/mui with ajv8 live validation, as documented. */
export function PlainRjsfForm({ definition, context, initialValues }: { definition: Definition; context: EngineContext; initialValues: Values }) {
  const schema = useMemo((): RJSFSchema => {
    const { fields } = toFormModel(definition, initialValues, context);
    const properties = Object.fromEntries(fields.map((f) => [f.name, { ...f.jsonSchema, title: f.label } as RJSFSchema]));
    return { type: 'object', properties, required: fields.filter((f) => f.required).map((f) => f.name) };
  }, [definition, context, initialValues]);
  return <Form schema={schema} validator={validator} initialFormData={initialValues} idPrefix="bench" liveValidate noHtml5Validate showErrorList={false} />;
}
