import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormFieldModel, FormModel, FormSection, Values } from '../../engine/browser';

/** The uiSchema `ui:field` of the root object: SchemaForm registers RootObjectField under this name. */
export const ROOT_FIELD = 'SchemaFormRoot';

/** What a widget gets in its ui:options: the engine's view of the field (label, hint, placeholder, options, range). */
export interface FieldUiOptions {
  field: FormFieldModel;
}

/** What the root object gets in its ui:options: the definition's sections (x-layout), if it has any. */
export interface RootUiOptions {
  sections?: FormSection[];
}

/** The rjsf schema and uiSchema of the visible fields: types and titles only; rules and visibility stay in the engine. */
export interface RjsfForm {
  schema: RJSFSchema;
  uiSchema: UiSchema<Values>;
}

/** Builds the rjsf form of a form model; callers memoise it per model (the model is stable per visible-field set). */
export function toRjsfForm(model: FormModel): RjsfForm {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema<Values> = { 'ui:field': ROOT_FIELD, 'ui:options': { sections: model.sections } satisfies RootUiOptions };
  for (const field of model.fields) {
    const type = field.jsonSchema.type;
    const kind = type === 'integer' || type === 'number' || type === 'boolean' ? type : 'string';
    properties[field.name] = { type: kind, title: field.label, ...(field.readOnly ? { readOnly: true } : {}) }; // rjsf hands widgets `readonly`
    uiSchema[field.name] = { 'ui:widget': field.widget, 'ui:options': { field } satisfies FieldUiOptions };
  }
  const required = model.fields.filter((f) => f.required).map((f) => f.name);
  return { schema: { type: 'object', properties, required }, uiSchema };
}

/** The field model a widget or template was given through toRjsfForm, if any. */
export function fieldOf(options: unknown): FormFieldModel | undefined {
  return (options as Partial<FieldUiOptions> | undefined)?.field;
}

/** The sections the root object lays its fields out in, if the definition declares them. */
export function sectionsOf(options: unknown): FormSection[] | undefined {
  return (options as RootUiOptions | undefined)?.sections;
}
