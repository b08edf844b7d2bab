import type { EngineVocabulary } from './vocabulary';

/** A vocabulary as JSON (a host's ombud-engine.json): the names, and the two answers and the password rule as data. */
export interface VocabularyJson {
  roles?: string[];
  segments?: string[];
  /** Roles whose holders may use every option. */
  seesEveryOption?: string[];
  /** The context facts a report's context parameter (x-report.agencyParameter) takes, by name: the first that is set. */
  contextParameterFacts?: string[];
  /** The `password` format: a regular expression (u flag), its error text and the field's hint. */
  password?: { pattern: string; message: string; hint: string };
}

const ANY_PASSWORD = { pattern: '^.+$', message: 'Ange ett lösenord.', hint: '' };

/** The vocabulary a JSON file declares (a host without code of its own for it: the CLI's bin, an example host). */
export function vocabularyFromJson(json: VocabularyJson): EngineVocabulary {
  const password = json.password ?? ANY_PASSWORD;
  return {
    roles: json.roles ?? [],
    segments: json.segments ?? [],
    seesEveryOption: (roles) => roles.some((role) => json.seesEveryOption?.includes(role) ?? false),
    contextParameterValue: (ctx) => {
      const value = json.contextParameterFacts?.map((fact) => ctx[fact]).find((v) => typeof v === 'string' && v !== '');
      return value as string | undefined;
    },
    password: { regexp: new RegExp(password.pattern, 'u'), message: password.message, hint: password.hint },
  };
}
