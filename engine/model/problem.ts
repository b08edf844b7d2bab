/** One thing wrong with a declaration file, located by JSON pointer. */
export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

/** The `file:JSON-pointer: message` line of a problem. */
export function formatProblem(p: Problem): string {
  return `${p.file}:${p.pointer}: ${p.message}`;
}

/** Thrown by loadDefinition when a definition does not pass its checks. */
export class DefinitionError extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'DefinitionError';
  }
}
