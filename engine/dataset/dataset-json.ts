// The x-dataset keyword of a report definition (its types are generated from schemas/meta, declarations.gen.ts): the
// built-in parameters and the defaults of the optional parts (docs/reports.md).
import type { NoDataJson } from '../declarations.gen';

/** Parameters every dataset may use without declaring them. */
export const BUILTIN_PARAMETERS = ['agencyNumber', 'partnerId', 'today'] as const;

/** The defaults of a dataset's optional parts. */
export const DATASET_DEFAULTS = {
  totalsLabel: 'Summa',
  noData: { answer: 'emptyReport', message: 'Inga uppgifter för perioden.' } satisfies NoDataJson,
  maxRows: 5000,
} as const;
