import { readFileSync } from 'node:fs';

/** What the CLI touches outside itself, so tests can run main() with captured output. */
export interface CliIO {
  cwd: string;
  stdout(text: string): void;
  stderr(text: string): void;
  readStdin(): string;
}

/** The real process streams. */
export function processIO(): CliIO {
  return {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readStdin: () => readFileSync(0, 'utf8'),
  };
}
