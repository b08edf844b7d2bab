// The x-dataset keyword of a report definition: where its rows come from and how they are laid out (docs/reports.md).

/** How a column's values are shown: text as is, integers and amounts (SEK) with Swedish separators, percent, dates. */
export type ColumnKind = 'text' | 'integer' | 'amount' | 'percent' | 'date';

/** One column of the report table. */
export interface ColumnJson {
  /** The result column of the SQL (its alias). */
  key: string;
  /** The Swedish heading. */
  title: string;
  kind: ColumnKind;
  /** "sum": the totals row adds this column up (integer and amount columns only). */
  total?: 'sum';
}

/** How a named SQL parameter gets its value from the validated form values. */
export interface BindingJson {
  /** The request parameter(s) it reads, first one with a value wins (e.g. ["P_TOM", "P_FOM"]). */
  param: string | string[];
  /**
   * value (default): what the user chose, before transforms; periodStart / periodEnd: the first / last day
   * (yyyy-MM-dd) of the date, week, month or year the parameter names; integer: the value as a number.
   */
  as?: 'value' | 'periodStart' | 'periodEnd' | 'integer';
  /** Used when no parameter has a value (an optional field); otherwise null is bound. */
  default?: string | number;
}

/** What happens when the SQL returns no rows. */
export interface NoDataJson {
  /** emptyReport: the file is made with one row saying `message`; error: 400 error.report.no-data with `message`. */
  answer: 'emptyReport' | 'error';
  message: string;
}

/** A report's dataset: one read-only SELECT over the reporting views (rpt_*), its parameters and its layout. */
export interface DatasetJson {
  $comment?: string;
  /** One SELECT over rpt_* views with named parameters (:name); no semicolons, comments or writes. */
  sql: string;
  /** Named parameters besides the built-ins (:agencyNumber, :partnerId, :today). */
  parameters?: Record<string, BindingJson>;
  columns: ColumnJson[];
  /** The header's period: the parameters holding its first and last day. */
  period: { from: string; to: string };
  /** The label of the totals row (default "Summa"); the row is shown when a column has a total. */
  totalsLabel?: string;
  noData?: NoDataJson;
  /** More rows than this is refused (default 5000). */
  maxRows?: number;
}

/** Parameters every dataset may use without declaring them. */
export const BUILTIN_PARAMETERS = ['agencyNumber', 'partnerId', 'today'] as const;

/** The defaults of a dataset's optional parts. */
export const DATASET_DEFAULTS = {
  totalsLabel: 'Summa',
  noData: { answer: 'emptyReport', message: 'Inga uppgifter för perioden.' } satisfies NoDataJson,
  maxRows: 5000,
} as const;
