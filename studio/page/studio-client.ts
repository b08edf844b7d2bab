// The studio page's calls to its local server (studio/server/main.ts).
// The answers' shapes are the studio server's own types: one declaration for both sides.
import type { DefinitionView, RunView, StudioFile } from '../server/studio-api.js';
import type { StudioChoice } from '../server/studio-context.js';
import type { MetaSchemas } from './meta-schema.js';
import { STUDIO_REQUEST_HEADER } from '../server/studio-guard.js';

/** The files, the roles and segments to pick from, and the choice the studio opens with. */
export interface Setup extends StudioChoice { files: StudioFile[]; roles: string[]; segments: string[] }

// The studio server takes a POST only as JSON with this header (studio/server/studio-guard.ts): no cross-site form can.
const POST_HEADERS = { 'content-type': 'application/json', [STUDIO_REQUEST_HEADER]: '1' };

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export const studioClient = {
  setup: () => fetch('/studio-api/setup').then(json<Setup>),
  reference: () => fetch('/studio-api/reference').then(json<Reference>),
  definition: (file: string) => fetch(`/studio-api/definition?file=${encodeURIComponent(file)}`).then(json<DefinitionView>),
  run: (file: string, choice: StudioChoice, values: Record<string, unknown>, format: string) =>
    fetch('/studio-api/run', { method: 'POST', headers: POST_HEADERS, body: JSON.stringify({ file, choice, values, format }) }).then(json<RunView>),
  report: (file: string, choice: StudioChoice, body: unknown, format: string) =>
    fetch('/studio-api/report', { method: 'POST', headers: POST_HEADERS, body: JSON.stringify({ file, choice, body, format }) }),
  meta: () => fetch('/studio-api/meta').then(json<MetaSchemas>),
  /** Writes the report definition to reports/<x-report.code>.json (answers { file } or 400 { message }). */
  save: (definition: unknown) => fetch('/studio-api/save', { method: 'POST', headers: POST_HEADERS, body: JSON.stringify({ json: definition }) }),
  commit: (code: string) => fetch('/studio-api/commit', { method: 'POST', headers: POST_HEADERS, body: JSON.stringify({ code }) }),
  /** Calls back with the files of each save under schemas/. */
  onSaved: (callback: (files: string[]) => void) => {
    const source = new EventSource('/studio-api/events');
    source.onmessage = (e) => callback((JSON.parse(e.data as string) as { files: string[] }).files);
    return () => source.close();
  },
};

/** The game codes and the reporting views with their columns' types (server/reports/reporting-reference.ts). */
export interface Reference {
  games: { code: string; name: string; group: string; ownGame: boolean }[];
  types: { type: string; description: string; kinds: string[] }[];
  views: { name: string; description: string; columns: { name: string; type: string }[] }[];
}
