// What a golden example can exercise, as the keys the evaluators record (engine/load/example-coverage.ts names them).

/** Receives what the evaluators hit while a definition's golden examples run (engine.exampleCoverage gives one). */
export interface CoverageRecorder {
  hit(key: string): void;
}

/** The recording keys: a field's x-condition or a transform's `when` with its outcome, a step that changed what is sent, a failed rule, a shown text. */
export const coverageKeys = {
  condition: (field: string, holds: boolean) => `condition\u0000${field}\u0000${holds}`,
  when: (step: number, holds: boolean) => `when\u0000${step}\u0000${holds}`,
  transform: (step: number) => `transform\u0000${step}`,
  rule: (field: string, rule: string) => `rule\u0000${field}\u0000${rule}`,
  message: (text: string) => `message\u0000${text}`,
};
