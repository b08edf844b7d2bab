// The version of the definition format (the `formatVersion` key of a definition file) and what each version changed.
// docs/definitions.md's changelog is this list in words; `npm run schemas -- migrate` rewrites older files to CURRENT.

/** The definition format this engine reads. A file without `formatVersion` is read as the format its content is written in. */
export const DEFINITION_FORMAT_VERSION = 3;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The format a file without `formatVersion` is written in, read from its content, and why: format 1 has x-maxPeriods
 * or formatType as a body key; format 3 a dataset's source; a dataset without one is format 2; anything else reads
 * alike in formats 2 and 3, so the current one.
 */
export function inferredFormatVersion(json: unknown): { version: number; why: string } {
  const def = isObject(json) ? json : {};
  const fields = isObject(def.properties) ? Object.values(def.properties) : [];
  if (fields.some((f) => isObject(f) && 'x-maxPeriods' in f)) return { version: 1, why: 'a field has x-maxPeriods' };
  const examples = Array.isArray(def['x-examples']) ? def['x-examples'] : [];
  if (examples.some((e) => isObject(e) && isObject(e.payload) && 'formatType' in e.payload)) return { version: 1, why: 'a golden body has formatType as a key' };
  const dataset = def['x-dataset'];
  if (isObject(dataset)) return dataset.source === undefined ? { version: 2, why: 'its x-dataset has no source' } : { version: 3, why: 'its x-dataset has a source' };
  return { version: DEFINITION_FORMAT_VERSION, why: `nothing in it differs between formats 2 and ${DEFINITION_FORMAT_VERSION}` };
}

/** The version a definition file declares: its `formatVersion`, or the one its content is written in when it has none. */
export function formatVersionOf(json: unknown): number | undefined {
  const version = (json as { formatVersion?: unknown } | null)?.formatVersion;
  if (version === undefined) return inferredFormatVersion(json).version;
  return Number.isInteger(version) && (version as number) >= 1 ? (version as number) : undefined;
}

/**
 * The file-level version check of `check` and of the report server: an older or unversioned definition is refused
 * with what to run, before its other problems (which would only repeat what migrate changes).
 */
export function formatVersionProblem(json: unknown): { pointer: string; message: string } | undefined {
  const version = formatVersionOf(json);
  const undeclared = (json as { formatVersion?: unknown } | null)?.formatVersion === undefined;
  if (undeclared) {
    const { version: read, why } = inferredFormatVersion(json);
    return { pointer: '/formatVersion', message: `the file has no formatVersion; it reads as format ${read} (${why}); the current format is ${DEFINITION_FORMAT_VERSION} (docs/definitions.md, "Format versions"): run npm run schemas -- migrate <file>` };
  }
  if (version === DEFINITION_FORMAT_VERSION) return undefined;
  if (version === undefined) return { pointer: '/formatVersion', message: `must be a whole number from 1 (the current format is ${DEFINITION_FORMAT_VERSION})` };
  if (version > DEFINITION_FORMAT_VERSION) return { pointer: '/formatVersion', message: `format ${version} is newer than this engine reads (${DEFINITION_FORMAT_VERSION})` };
  return {
    pointer: '/formatVersion',
    message: `the file is of format ${version}; the current format is ${DEFINITION_FORMAT_VERSION} (docs/definitions.md, "Format versions"): run npm run schemas -- migrate <file>`,
  };
}
