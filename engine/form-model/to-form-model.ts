import type { Values } from '../conditions/condition';
import { visibleFieldNames } from '../model/visible-fields';
import type { EngineContext } from '../context/engine-context';
import type { Definition, FieldModel, RangeEnd } from '../model/definition';
import { formatInfo } from '../model/formats';
import { type FieldOption, fieldOptions } from './field-options';
import { type FormSection, formSections } from './form-sections';
import { inputMaxLength } from '../validation/field-rules';
import { widgetKind } from './widget-kind';
import type { WidgetKind } from '../declarations.gen';

/** One visible field as a UI binding renders it. */
export interface FormFieldModel {
  /** Value key (and input name). */
  name: string;
  /** The parameter / payload key it is sent as. */
  param: string;
  label: string;
  hint?: string;
  placeholder?: string;
  widget: WidgetKind;
  required: boolean;
  /** Shown but not editable (the definition's `readOnly: true`); absent otherwise. */
  readOnly?: true;
  /** Options this session may choose from (select and radio). */
  options?: FieldOption[];
  /** For range ends: the range property, which end, the other end's name and the range's label. */
  range?: { name: string; end: 'from' | 'to'; other: string; title?: string };
  /** The plain JSON Schema of the value (type, format, lengths, limits, enum) for generic form libraries. */
  jsonSchema: Record<string, unknown>;
  /** The input's maxLength attribute (text typed: at most 60, or the definition's lower limit; numbers 60). */
  maxLength?: number;
  /** Numbers: typed values above it become it (`x-clampAbove`). */
  clampAbove?: number;
  /** The current value, if set. */
  value?: unknown;
}

/** What a UI binding needs to render a form for these values and this session. */
export interface FormModel {
  title: string;
  fields: FormFieldModel[];
  /** The definition's x-layout over the visible fields; absent when it has none (the fields then show in order). */
  sections?: FormSection[];
}

// The range info of an end: which range, which end, the other end, the range's label.
function rangeOf(r: RangeEnd): NonNullable<FormFieldModel['range']> {
  return { name: r.name, end: r.end, other: r.end === 'from' ? r.to : r.from, ...(r.title ? { title: r.title } : {}) };
}

// The definition's hint, else its format's (a password field shows the password standard's).
const hintOf = (f: FieldModel): string | undefined => f.schema.description ?? formatInfo(f.schema.format)?.hint;

const PLAIN = ['type', 'format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'enum'] as const;

/** The visible fields in order with label, hint, placeholder, widget, options and required. */
export function toFormModel(def: Definition, values: Values, ctx: EngineContext): FormModel {
  const names = visibleFieldNames(def, values, ctx);
  const fields = names.map((name): FormFieldModel => {
    const f = def.byName.get(name)!;
    const rules = def.validation.rules[name] ?? {};
    const plain = Object.fromEntries(PLAIN.filter((k) => rules[k] !== undefined).map((k) => [k, rules[k]]));
    const inputMax = inputMaxLength(f);
    return {
      name,
      param: f.param,
      label: f.label,
      ...(hintOf(f) ? { hint: hintOf(f) } : {}),
      ...(f.schema['x-placeholder'] ? { placeholder: f.schema['x-placeholder'] } : {}),
      widget: widgetKind(f),
      required: f.required,
      ...(f.readOnly ? { readOnly: true as const } : {}),
      ...(f.options ? { options: fieldOptions(def, name, ctx) } : {}),
      ...(f.range ? { range: rangeOf(f.range) } : {}),
      jsonSchema: plain,
      ...(inputMax !== undefined ? { maxLength: inputMax } : {}),
      ...(f.schema['x-clampAbove'] !== undefined ? { clampAbove: f.schema['x-clampAbove'] } : {}),
      ...(values[name] !== undefined ? { value: values[name] } : {}),
    };
  });
  const sections = formSections(def, names);
  return { title: def.title, fields, ...(sections ? { sections } : {}) };
}
