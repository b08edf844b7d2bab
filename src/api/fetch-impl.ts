/** The fetch function our clients call; injectable so unit tests can answer requests. */
export type FetchImpl = typeof globalThis.fetch;

// Resolved on every call (not at import) so a fetch installed later is the one used.
export const defaultFetch: FetchImpl = (input, init) => globalThis.fetch(input, init);

/** Default request timeout (spec §9). */
export const REQUEST_TIMEOUT_MS = 30_000;
