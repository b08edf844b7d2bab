import type { AccessRule, Condition, DatasetJson, DefinitionJson, ExampleJson, FieldJson, FormatType, ListPayloadJson, PayloadJson, ReportJson, Scalar, TransformJson } from '../declarations.gen';
import type { PeriodUnit } from '../context/periods';
import type { MessageCode } from './message-catalogue';

/** An option after loading: always value + label. */
export interface OptionModel {
  value: Scalar;
  label: string;
  authorizedRoles?: string[];
}

/** Which end of a range parameter `from:to` a field is. */
export interface RangeEnd {
  /** The property name, e.g. "P_FOM:P_TOM". */
  name: string;
  end: 'from' | 'to';
  from: string;
  to: string;
  /** The property's title (the range's group label). */
  title?: string;
}

/** One form field after loading: a property, or one end of a range property. */
export interface FieldModel {
  /** The value key (range ends use their own names). */
  name: string;
  /** The request parameter / payload key it is sent as. */
  param: string;
  /** The property key in the definition. */
  property: string;
  /** JSON pointer of the property in the definition file. */
  pointer: string;
  schema: FieldJson;
  label: string;
  required: boolean;
  submit: boolean;
  /** Shown but not editable (`readOnly: true`). */
  readOnly: boolean;
  condition?: Condition;
  visibleTo?: AccessRule;
  unit?: PeriodUnit;
  range?: RangeEnd;
  options?: OptionModel[];
}

/** The compiled-validation side of a definition: the ajv schema and what each failing keyword says per field. */
export interface ValidationPlan {
  schema: Record<string, unknown>;
  /** field → the ajv schema of its value (standard keywords and rule-<name> keywords). */
  rules: Record<string, Record<string, unknown>>;
  /** field → rule code (ajv keyword without "rule-") → error code and Swedish text. */
  table: Record<string, Record<string, { code: string; message: string }>>;
}

/** A standalone or runtime-compiled ajv validator of a definition; call it with `this` = RuleContext. */
export interface CompiledValidator {
  (this: unknown, data: unknown): boolean;
  errors?: { keyword: string; instancePath: string; params: Record<string, unknown> }[] | null;
}

/** A loaded, checked definition: what every engine function takes. */
export interface Definition {
  file: string;
  json: DefinitionJson;
  title: string;
  fields: FieldModel[];
  byName: Map<string, FieldModel>;
  /** Fields ordered so every condition's fields come before it (visibility is computed in this order). */
  visibilityOrder: FieldModel[];
  report?: ReportJson & { formats: FormatType[] };
  visibleTo?: AccessRule;
  transforms: TransformJson[];
  payload?: PayloadJson;
  /** A template's list form: its body is this list of `{ key, value }` entries (buildListPayload), not one key per field. */
  listPayload?: ListPayloadJson;
  examples: ExampleJson[];
  /** The report's dataset (x-dataset), when it has one. */
  dataset?: DatasetJson;
  requiredMessage: MessageCode;
  formMessage: MessageCode;
  validation: ValidationPlan;
  /** A precompiled (standalone) validator given at load; otherwise ajv compiles one at first use. */
  validator?: CompiledValidator;
}
