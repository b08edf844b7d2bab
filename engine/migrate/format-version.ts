// The version of the definition format (the `formatVersion` key of a definition file) and what each version changed.
// docs/definitions.md's changelog is this list in words; `npm run schemas -- migrate` rewrites older files to CURRENT.

/** The definition format this engine reads. A file without `formatVersion` is of format 1 (before versions existed). */
export const DEFINITION_FORMAT_VERSION = 2;

/** The version a definition file declares: its `formatVersion`, or 1 when it has none. */
export function formatVersionOf(json: unknown): number | undefined {
  const version = (json as { formatVersion?: unknown } | null)?.formatVersion;
  if (version === undefined) return 1;
  return Number.isInteger(version) && (version as number) >= 1 ? (version as number) : undefined;
}

/**
 * The file-level version check of `check` and of the report server: an older or unversioned definition is refused
 * with what to run, before its other problems (which would only repeat what migrate changes).
 */
export function formatVersionProblem(json: unknown): { pointer: string; message: string } | undefined {
  const version = formatVersionOf(json);
  if (version === DEFINITION_FORMAT_VERSION) return undefined;
  if (version === undefined) return { pointer: '/formatVersion', message: `must be a whole number from 1 (the current format is ${DEFINITION_FORMAT_VERSION})` };
  if (version > DEFINITION_FORMAT_VERSION) return { pointer: '/formatVersion', message: `format ${version} is newer than this engine reads (${DEFINITION_FORMAT_VERSION})` };
  const declared = (json as { formatVersion?: unknown }).formatVersion === undefined ? 'has no formatVersion, so it is of format 1' : `is of format ${version}`;
  return {
    pointer: '/formatVersion',
    message: `the file ${declared}; the current format is ${DEFINITION_FORMAT_VERSION} (docs/definitions.md, "Format versions"): run npm run schemas -- migrate <file>`,
  };
}
