import type { AccessRule } from '../conditions/access-rule';
import type { Condition, Scalar, Values } from '../conditions/condition';
import type { Segment } from '../context/engine-context';
import type { DatasetJson } from '../dataset/dataset-json';
import type { MessageCode } from '../messages/catalogue';

/** Widget hints a UI binding understands. */
export type WidgetKind = 'text' | 'textarea' | 'password' | 'number' | 'checkbox' | 'select' | 'radio' | 'date' | 'week' | 'month' | 'year' | 'time' | 'hidden';

/** Named computed defaults, resolved against the context's `today`. */
export type ComputedDefault = 'today' | 'yesterday' | 'currentWeek' | 'previousWeek' | 'currentMonth' | 'previousMonth' | 'currentYear' | 'previousYear'
  | 'lastCompletePeriod' | 'none';

/** Who sees a field or a whole definition: an access rule of the one rule language (portal/access, access-rule.ts). */
export type Visibility = AccessRule;

/** One choice of a select or radio field: a plain string is its own label. */
export type OptionJson = string | { value: Scalar; label?: string; authorizedRoles?: string[] };

/** Maximum distance between the two ends of a range, in exactly one unit. */
export interface MaxSpan {
  days?: number;
  weeks?: number;
  months?: number;
  years?: number;
}

/** A field as written in a definition: a JSON Schema property plus the x- vocabulary. */
export interface FieldJson {
  type: 'string' | 'integer' | 'number' | 'boolean';
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  title?: string;
  description?: string;
  default?: Scalar;
  /** Shown, not editable (JSON Schema annotation); still validated by the rules it declares. */
  readOnly?: boolean;
  'x-placeholder'?: string;
  /** Numbers: a typed value above this is replaced by it while typing. */
  'x-clampAbove'?: number;
  'x-widget'?: WidgetKind;
  'x-options'?: OptionJson[];
  'x-condition'?: Condition;
  'x-visibleTo'?: Visibility;
  'x-default'?: ComputedDefault;
  'x-submit'?: boolean;
  'x-param'?: string;
  'x-rangeTitles'?: [string, string];
  'x-messages'?: Record<string, MessageCode>;
  'x-notAfter'?: 'today' | 'yesterday';
  'x-notInFuture'?: boolean;
  'x-beforeCurrent'?: boolean;
  'x-minYear'?: number;
  'x-sameAs'?: string;
  'x-before'?: string;
  'x-maxSpan'?: MaxSpan;
}

/** Report metadata: what the reports page lists and how the request body is shaped. */
export interface ReportJson {
  code: string;
  name: string;
  group: 'Ekonomi' | 'Statistik' | 'Partner';
  payloadKind: 'agency' | 'partner';
  agencyParameter?: string;
  formats?: FormatType[];
}

/** The file formats a report can be fetched in. */
export type FormatType = 'pdf' | 'xlsx';

/** One named transform step (see transforms/transform-library.ts for each op). */
export interface TransformJson {
  op: string;
  params?: string[];
  param?: string;
  count?: number;
  chars?: string;
  search?: string;
  replacement?: string;
  from?: string;
  to?: string;
  /** rolesFromFlag: the list when the checkbox is ticked / not ticked. */
  whenTrue?: string[];
  whenFalse?: string[];
  /** setList: the list. */
  values?: string[];
  when?: Condition;
}

/** How a form's payload is shaped beyond "one key per sent field". */
export interface PayloadJson {
  nest?: Record<string, string[]>;
}

/** One section of a form's layout: a heading over its fields, or over a table whose rows hold one field per column. */
export interface LayoutSectionJson {
  title?: string;
  /** Property names, in display order. */
  fields?: string[];
  /** A table's column headings (after the row heading). */
  columns?: string[];
  rows?: { title: string; fields: string[] }[];
}

/** The context of a golden example (EngineContext in JSON). */
export interface ExampleContextJson {
  roles: string[];
  segment: Segment;
  agencyNumber: string;
  selectedAgencyNumber?: string;
  today: string;
}

/** A golden example: values + context → exactly this payload, or exactly these Swedish errors. */
export interface ExampleJson {
  name: string;
  context: ExampleContextJson;
  values: Values;
  withDefaults?: boolean;
  formatType?: FormatType;
  payload?: unknown;
  errors?: { field: string; message: string; code?: string }[];
}

/** A whole definition file. */
export interface DefinitionJson {
  $schema: string;
  /** The definition format the file is written in (engine/migrate/format-version.ts); files must say the current one. */
  formatVersion?: number;
  $comment?: string;
  title?: string;
  description?: string;
  type: 'object';
  properties: Record<string, FieldJson>;
  required?: string[];
  'x-report'?: ReportJson;
  'x-visibleTo'?: Visibility;
  'x-requiredMessage'?: MessageCode;
  'x-formMessage'?: MessageCode;
  'x-transforms'?: TransformJson[];
  'x-payload'?: PayloadJson;
  /** Sections in display order (docs/definitions.md §1); every property in exactly one. */
  'x-layout'?: LayoutSectionJson[];
  'x-examples'?: ExampleJson[];
  /** Reports: where the rows come from and how they are laid out (docs/reports.md). */
  'x-dataset'?: DatasetJson;
}
