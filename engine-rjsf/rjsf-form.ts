import type { CustomValidator, ErrorTransformer, FormValidation, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { Condition } from '@ombudsportalen/engine/browser';
import type { Definition, Engine, EngineContext, FormFieldModel, ReportOptions, Values } from '@ombudsportalen/engine/browser';
import { type AdapterEngine, adapterCallsOf } from './engine-calls';

/** What stock rjsf (`@rjsf/core` and any theme) needs to render a definition for one session, and what it sends. */
export interface RjsfForm {
  /** The fields this session may see; a field behind an x-condition sits in an `if`/`then` of `allOf`, so rjsf shows it as the engine does. */
  schema: RJSFSchema;
  /** Widgets, order, placeholders and read-only fields. */
  uiSchema: UiSchema;
  /** The engine's defaults for this session: the form's start. */
  formData: Values;
  /** @rjsf/validator-ajv8, used by rjsf to decide the `if`s; the rules are the engine's (customValidate). */
  validator: ValidatorType;
  /** The engine's validation: its Swedish text under each field it fails. */
  customValidate: CustomValidator;
  /** Drops ajv's own (English) errors: the engine's rules and texts are the only ones. */
  transformErrors: ErrorTransformer;
  /** The request body of a valid submit's formData (normalised, visible fields only), as the engine builds it. */
  toPayload(formData: Values, options?: ReportOptions): unknown;
}

// rjsf's widget per engine widget kind; text, numbers and period codes keep rjsf's default for their type.
const WIDGETS: Partial<Record<FormFieldModel['widget'], string>> = {
  textarea: 'textarea',
  password: 'password',
  radio: 'radio',
  date: 'date',
  time: 'time',
  hidden: 'hidden',
};

// JSON Schema that no value meets: a condition on a field this session never sees.
const NEVER = { not: {} };

/**
 * The engine's condition as JSON Schema over the form's data, where a condition reads a field only while that field
 * is itself shown (the engine prunes hidden fields' values first) and an empty text counts as unset.
 */
function conditionSchema(cond: Condition, shownWhen: (field: string) => object | undefined): object {
  const shown = (field: string, leaf: object) => {
    const when = shownWhen(field);
    return when ? { allOf: [leaf, when] } : leaf;
  };
  switch (cond.op) {
    case 'equals':
      return shown(cond.field, { properties: { [cond.field]: { const: cond.value } }, required: [cond.field] });
    case 'oneOf':
      return shown(cond.field, { properties: { [cond.field]: { enum: cond.values } }, required: [cond.field] });
    case 'set':
      return shown(cond.field, { properties: { [cond.field]: { not: { enum: ['', null] } } }, required: [cond.field] });
    case 'not':
      return { not: conditionSchema(cond.condition, shownWhen) };
    case 'all':
      return { allOf: cond.conditions.map((c) => conditionSchema(c, shownWhen)) };
    case 'any':
      return { anyOf: cond.conditions.map((c) => conditionSchema(c, shownWhen)) };
  }
}

/** A field's value schema for rjsf: its type, label, hint and options (rules, formats and texts stay the engine's). */
function propertySchema(field: FormFieldModel): RJSFSchema {
  return {
    type: field.jsonSchema.type as RJSFSchema['type'],
    title: field.label,
    ...(field.hint ? { description: field.hint } : {}),
    // enum, not oneOf of consts: rjsf would start an unset field at the first const (its constAsDefaults).
    ...(field.options ? { enum: field.options.map((o) => o.value) } : {}),
  };
}

function uiOf(field: FormFieldModel): UiSchema {
  const widget = WIDGETS[field.widget];
  return {
    ...(widget ? { 'ui:widget': widget } : {}),
    ...(field.options ? { 'ui:enumNames': field.options.map((o) => o.label) } : {}),
    ...(field.placeholder ? { 'ui:placeholder': field.placeholder } : {}),
    ...(field.readOnly ? { 'ui:readonly': true } : {}),
  };
}

/** The field's error handler, made when rjsf made none (it makes them only for keys formData holds). */
function handlerOf(errors: FormValidation, name: string): FormValidation {
  const existing = (errors as Record<string, FormValidation | undefined>)[name];
  if (existing) return existing;
  const made = { __errors: [] as string[], addError(message: string) { this.__errors.push(message); } };
  (errors as Record<string, unknown>)[name] = made;
  return made as FormValidation;
}

/**
 * What stock rjsf needs to render `definition` for the session `context`: schema, uiSchema, the start values, a
 * validator, the engine's rules as customValidate/transformErrors, and the function from formData to the request body.
 * `engine` defaults to the engine's own functions (the installed vocabulary).
 */
export function rjsfForm(definition: Definition, context: EngineContext, engineOrCalls: Engine | AdapterEngine): RjsfForm {
  const engine = 'payload' in engineOrCalls ? engineOrCalls : adapterCallsOf(engineOrCalls);
  // Every field the session may see, conditions aside: the model of the definition without its x-conditions.
  const unconditional = { ...definition, visibilityOrder: definition.visibilityOrder.map((f) => ({ ...f, condition: undefined })) };
  const fields = engine.toFormModel(unconditional, {}, context).fields;
  const seen = new Set(fields.map((f) => f.name));
  const conditionOf = (name: string) => definition.byName.get(name)?.condition;
  const shownWhen = (name: string): object | undefined => {
    if (!seen.has(name)) return NEVER;
    const cond = conditionOf(name);
    return cond ? conditionSchema(cond, shownWhen) : undefined;
  };
  const properties: Record<string, RJSFSchema> = {};
  const required: string[] = [];
  const conditional: RJSFSchema[] = [];
  const uiSchema: UiSchema = { 'ui:order': [...fields.map((f) => f.name), '*'] };
  for (const field of fields) {
    uiSchema[field.name] = uiOf(field);
    const cond = conditionOf(field.name);
    if (!cond) {
      properties[field.name] = propertySchema(field);
      if (field.required) required.push(field.name);
      continue;
    }
    conditional.push({
      if: conditionSchema(cond, shownWhen) as RJSFSchema,
      then: { properties: { [field.name]: propertySchema(field) }, ...(field.required ? { required: [field.name] } : {}) },
    });
  }
  const schema: RJSFSchema = { type: 'object', title: definition.title, properties, ...(required.length ? { required } : {}), ...(conditional.length ? { allOf: conditional } : {}) };
  // What the form core does: the values judged and sent in their normalised form (x-normalize).
  const normalized = (formData: Values | undefined) => engine.normalizeValues(definition, formData ?? {}, context);
  return {
    schema,
    uiSchema,
    formData: engine.computeDefaults(definition, context),
    // rjsf's one shared validator: a new one per form compiled ajv's meta-schema and the form's schema again each mount.
    validator,
    customValidate(formData, errors) {
      for (const error of engine.validateValues(definition, normalized(formData), context).errors) handlerOf(errors, error.field).addError(error.message);
      return errors;
    },
    transformErrors: () => [],
    toPayload: (formData, options) => engine.payload(definition, engine.visibleValues(definition, normalized(formData), context), context, options),
  };
}
