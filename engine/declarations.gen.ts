// Generated from schemas/meta/*.schema.json by `npm run contracts`: do not edit. A test fails when this file is stale.
// The types of definitions, form templates and the access rule language.

/** Who: every key present must hold. */
export type AccessRule = {
  /** The user holds a selected role. */
  readonly roles?: RoleSelector;
  /** The outlet's segment is one of these (never holds where no segment is known). */
  readonly segments?: readonly string[];
  /** At least one holds. */
  readonly anyOf?: readonly AccessRule[];
  /** Every one holds. */
  readonly allOf?: readonly AccessRule[];
  /** It does not hold. */
  readonly not?: AccessRule;
  /** Rules about another user (the staff card): that user holds a selected role. Never holds without one. */
  readonly target?: RoleSelector;
  /** Rules about another user (the staff card): that user is the user themself. Never holds without one. */
  readonly self?: true;
};

/** A role selector. A user is selected when any of their known roles is; unknown role names never are. */
export type RoleSelector = '*' | readonly string[] | {
  readonly rolePrefix: string;
} | {
  /** The roles left out. */
  readonly allRolesExcept: readonly string[];
};

/** A form or report definition: a JSON Schema of the form's values (type object, properties) with the x- vocabulary of docs/definitions.md. */
export type DefinitionJson = {
  /** Relative path to this meta-schema, e.g. ../meta/definition.schema.json. */
  $schema: string;
  /** The definition format the file is written in (docs/definitions.md, Format versions): 3. Older files: npm run schemas -- migrate <file>. */
  formatVersion?: number;
  $comment?: string;
  /** The form's Swedish heading (reports: defaults to x-report.name). */
  title?: string;
  description?: string;
  type: 'object';
  /** The fields in display order. A name A:B is a range: two fields A and B. */
  properties: Record<string, FieldJson>;
  /** Fields that must be filled in when they exist (a range name makes both ends required). */
  required?: string[];
  'x-report'?: ReportJson;
  /** Who sees the whole form or report. */
  'x-visibleTo'?: AccessRule;
  /** required: 'Fältet måste fyllas in.'; requiredShort: 'Måste fyllas i' (login and report forms). */
  'x-requiredMessage'?: 'required' | 'requiredShort';
  /** The form-level text shown with any error (default formInvalidRetry). */
  'x-formMessage'?: 'formInvalid' | 'formInvalidRetry';
  /** Named operations applied on submit, in order. */
  'x-transforms'?: TransformJson[];
  'x-payload'?: PayloadJson;
  /** Sections of the form in display order, each under an optional heading: a list of fields, or a table of rows. When present, every property is in exactly one section. */
  'x-layout'?: LayoutSectionJson[];
  /** Golden examples run by `npm run schemas -- check`. */
  'x-examples'?: ExampleJson[];
  'x-dataset'?: DatasetJson;
};

export type Scalar = string | number | boolean;

export type DeclaredMessageCode = 'required' | 'requiredShort' | 'formInvalid' | 'formInvalidRetry' | 'password' | 'sameAs' | 'mustAccept' | 'mobile' | 'phone' | 'email' | 'postcode' | 'personalNumber' | 'letters' | 'time' | 'integer' | 'number' | 'minimum' | 'maximum' | 'minLength' | 'maxLength' | 'invalidOption' | 'optionNotAllowed' | 'wrongFormat' | 'dateInvalid' | 'dateNotAfterToday' | 'dateNotAfterYesterday' | 'notInFuture' | 'minYear' | 'weekFormat' | 'weekBeforeCurrent' | 'weekNotInFuture' | 'monthFormat' | 'beforeCurrent' | 'dateRangeOrder' | 'periodRangeOrder' | 'maxDays' | 'maxWeeks' | 'maxMonths' | 'maxYears' | 'before' | 'openingBeforeClosing' | 'rangeFromTitle' | 'rangeToTitle' | 'unknownParameter' | 'duplicateParameter' | 'unexpectedParameter' | 'parameterMismatch';

/** One discriminated union on op: equals / oneOf / set test a field; not / all / any combine. */
export type Condition = {
  op: 'equals';
  field: string;
  value: Scalar;
} | {
  op: 'oneOf';
  field: string;
  values: Scalar[];
} | {
  op: 'set';
  field: string;
} | {
  op: 'not';
  condition: Condition;
} | {
  op: 'all';
  conditions: Condition[];
} | {
  op: 'any';
  conditions: Condition[];
};

/** A widget hint a UI binding understands. */
export type WidgetKind = 'text' | 'textarea' | 'password' | 'number' | 'checkbox' | 'select' | 'radio' | 'date' | 'week' | 'month' | 'year' | 'time' | 'hidden';

/** A named computed default, resolved against the context's today. */
export type ComputedDefault = 'today' | 'yesterday' | 'currentWeek' | 'previousWeek' | 'currentMonth' | 'previousMonth' | 'currentYear' | 'previousYear' | 'lastCompletePeriod' | 'none';

export type OptionJson = string | {
  value: Scalar;
  label?: string;
  authorizedRoles?: string[];
};

/** The largest distance between the two ends of a range, in exactly one unit. */
export type MaxSpan = {
  days?: number;
  weeks?: number;
  months?: number;
  years?: number;
};

export type FieldJson = {
  type: 'string' | 'integer' | 'number' | 'boolean';
  format?: 'date' | 'email' | 'week' | 'month' | 'year' | 'mobile' | 'phone' | 'postcode' | 'personalNumber' | 'letters' | 'password' | 'time';
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** The Swedish label. */
  title?: string;
  /** The Swedish hint under the field. */
  description?: string;
  default?: Scalar;
  /** Shown but not editable; no default maxLength. Combine with x-submit: false when the server owns the value. */
  readOnly?: boolean;
  $comment?: string;
  /** Numbers: a typed value above this is replaced by it as the user types. */
  'x-clampAbove'?: number;
  'x-placeholder'?: string;
  /** The named input normaliser applied to a typed value before it is validated, shown and sent, in the form and on the server (docs/definitions.md §2). */
  'x-normalize'?: 'trim' | 'compact' | 'phoneNumber' | 'personalNumber';
  'x-widget'?: WidgetKind;
  'x-options'?: OptionJson[];
  'x-condition'?: Condition;
  'x-visibleTo'?: AccessRule;
  'x-default'?: ComputedDefault;
  /** false: shown and validated, never sent. */
  'x-submit'?: boolean;
  /** The parameter name it is sent as (A:B for a range); default the property name. */
  'x-param'?: string;
  'x-rangeTitles'?: [string, string];
  /** Rule code → message code, to pick another catalogue text. */
  'x-messages'?: Record<string, DeclaredMessageCode>;
  'x-notAfter'?: 'today' | 'yesterday';
  'x-notInFuture'?: true;
  'x-beforeCurrent'?: true;
  'x-minYear'?: number;
  'x-sameAs'?: string;
  'x-before'?: string;
  'x-maxSpan'?: MaxSpan;
};

/** A file format a report can be fetched in. */
export type FormatType = 'pdf' | 'xlsx';

export type ReportJson = {
  code: string;
  name: string;
  group: 'Ekonomi' | 'Statistik' | 'Partner';
  /** The body's type. */
  payloadKind: 'agency' | 'partner';
  /** Adds this parameter with the agency number (e.g. P_OMBUDNR). */
  agencyParameter?: string;
  /** Default [pdf, xlsx]; pdf is the default choice. */
  formats?: FormatType[];
};

export type TransformJson = {
  /** dropLeading, removeChars, replace, upperCase, lowerCase, copy, rolesFromFlag, setList, splitYearWeek. */
  op: string;
  params?: string[];
  param?: string;
  count?: number;
  chars?: string;
  search?: string;
  replacement?: string;
  from?: string;
  to?: string;
  whenTrue?: string[];
  whenFalse?: string[];
  values?: string[];
  when?: Condition;
};

/** One section: a heading and its fields (property names, in order), or a heading and a table: rows of fields, one per column. */
export type LayoutSectionJson = {
  /** The section's Swedish heading. */
  title?: string;
  fields?: string[];
  /** A table's column headings (the row heading column excluded). */
  columns?: string[];
  rows?: {
    title: string;
    fields: string[];
  }[];
};

export type PayloadJson = {
  /** Object key → payload keys moved into it. */
  nest?: Record<string, string[]>;
};

/** How a report column's values are shown. */
export type ColumnKind = 'text' | 'integer' | 'amount' | 'percent' | 'date';

/** Reports: one read-only SELECT over the reporting views (rpt_*) with named parameters, and the table layout (docs/reports.md). */
export type DatasetJson = {
  $comment?: string;
  source: DatasetSourceJson;
  /** One SELECT over rpt_* views; named parameters :name (built in: :agencyNumber, :partnerId, :today). */
  sql: string;
  parameters?: Record<string, BindingJson>;
  columns: ColumnJson[];
  /** The parameters holding the first and last day shown in the header. */
  period: {
    from: string;
    to: string;
  };
  /** Label of the totals row (default Summa). */
  totalsLabel?: string;
  noData?: NoDataJson;
  /** More rows are refused (default 5000). */
  maxRows?: number;
  chart?: ChartJson;
};

export type BindingJson = {
  /** The request parameter(s) read; the first with a value wins. */
  param: string | string[];
  /** value (default, before transforms), first/last day of the period, or a number. */
  as?: 'value' | 'periodStart' | 'periodEnd' | 'integer';
  default?: string | number;
};

/** emptyReport (default, 'Inga uppgifter för perioden.'): a file with one row saying message; error: 400 error.report.no-data with message. */
export type NoDataJson = {
  answer: 'emptyReport' | 'error';
  message: string;
};

export type ColumnJson = {
  /** The SQL result column (its alias). */
  key: string;
  /** The Swedish heading. */
  title: string;
  /** amount: SEK (1 234,50 kr); percent: a fraction shown as 12,50 %; date: yyyy-MM-dd. */
  kind: ColumnKind;
  /** The totals row adds this column up (integer and amount). */
  total?: 'sum';
  /** The source view's column(s) this column's Summa reconciles to, signed: "stake - payout". */
  measure?: MeasureJson;
  /** What a value counts (default from kind: amount kr, integer count, percent fraction); week and month mark a period label. */
  unit?: 'kr' | 'öre' | 'count' | 'fraction' | 'percent' | 'day' | 'week' | 'month' | 'year';
  /** A ratio's parts as the source view's columns: check compares the values with numerator / denominator. */
  ratio?: {
    numerator: MeasureJson;
    denominator: MeasureJson;
  };
};

/** Where the figures come from: check sums each column's measure over these rows for the header's period and compares the Summa. */
export type DatasetSourceJson = {
  /** The reporting view the figures come from. */
  view: string;
  /** Its day column the period bounds. */
  date: string;
  /** Which rows are the report's: the agency or partner and any fixed filter (an SQL condition, named parameters). */
  where: string;
};

export type MeasureJson = string;

/** A chart above the table (page preview and PDF): x along the bottom, one line or bar per series column; rows with the same x are added up. */
export type ChartJson = {
  kind: 'line' | 'bar';
  /** The column along the x axis; the SQL orders by it. */
  x: string;
  /** Number columns (integer or amount), one line or bar each. */
  series: string[];
  /** Bars or areas stacked on each other (default false). */
  stacked?: boolean;
};

/** The context of a golden example (the engine context in JSON). */
export type ExampleContextJson = {
  roles: string[];
  segment: string;
  agencyNumber: string;
  selectedAgencyNumber?: string;
  today: string;
};

export type ExampleJson = {
  name: string;
  context: ExampleContextJson;
  values: Record<string, unknown>;
  /** Start from computeDefaults, then apply values. */
  withDefaults?: boolean;
  formatType?: FormatType;
  /** The exact body (key order matters: it is compared byte for byte). */
  payload?: Record<string, unknown>;
  errors?: {
    field: string;
    message: string;
    code?: string;
  }[];
};

/** How each item of a server list becomes a field of a definition (docs/definitions.md §15). Read by the engine's formFromTemplate only. */
export type FormTemplateJson = {
  $schema: string;
  $comment?: string;
  title: string;
  'x-requiredMessage'?: 'required' | 'requiredShort';
  'x-formMessage'?: 'formInvalid' | 'formInvalidRetry';
  maxItems: number;
  item: {
    name: {
      $from: string;
    } | {
      $text: string;
    };
    param?: {
      $from: string;
    } | {
      $text: string;
    };
    value: string[];
  };
  fields: FieldVariant[];
  payload: ListPayloadJson;
  /** The list holds groups: each group's items property lists its items, its title property heads their fields. */
  groupedBy?: {
    items: string;
    title: string;
  };
  /** Who sees and may send the form (the definition's x-visibleTo): an access rule (docs/definitions.md §4). */
  'x-visibleTo'?: AccessRule;
};

/** A test on one item property (its value is one of in, or it is a non-empty list); a variant applies when every given test holds. */
export type ItemTest = {
  property: string;
  in?: (string | number | boolean)[];
  nonEmpty?: true;
};

export type FieldVariant = {
  when?: ItemTest;
  required?: boolean;
  field: {
    type: 'string' | 'integer' | 'number' | 'boolean';
    title?: string | number | boolean | {
      $from: string;
      $atMost?: number;
    } | {
      $longestMatchOf: string;
      $atMost?: number;
    } | {
      $text: string;
    };
    description?: string | number | boolean | {
      $from: string;
      $atMost?: number;
    } | {
      $longestMatchOf: string;
      $atMost?: number;
    } | {
      $text: string;
    };
    pattern?: string | number | boolean | {
      $from: string;
      $atMost?: number;
    } | {
      $longestMatchOf: string;
      $atMost?: number;
    } | {
      $text: string;
    };
    maxLength?: string | number | boolean | {
      $from: string;
      $atMost?: number;
    } | {
      $longestMatchOf: string;
      $atMost?: number;
    } | {
      $text: string;
    };
    minimum?: string | number | boolean | {
      $from: string;
      $atMost?: number;
    } | {
      $longestMatchOf: string;
      $atMost?: number;
    } | {
      $text: string;
    };
    maximum?: string | number | boolean | {
      $from: string;
      $atMost?: number;
    } | {
      $longestMatchOf: string;
      $atMost?: number;
    } | {
      $text: string;
    };
    'x-options'?: {
      $options: string;
      value: string;
      label: string;
      first?: {
        value: string | number | boolean;
        label: string;
      }[];
    };
    minLength?: unknown;
    default?: unknown;
    'x-placeholder'?: unknown;
    'x-widget'?: unknown;
    'x-messages'?: unknown;
    'x-clampAbove'?: unknown;
  };
};

/** How the list body is built from the form values, and read back on the server: { [list]: [{ [key]: param, [value]: value }] }; unset is what an unset field sends ("skip" leaves it out). */
export type ListPayloadJson = {
  list: string;
  key: string;
  value: string;
  valueAs?: 'string';
  unset: string | number | boolean;
};
