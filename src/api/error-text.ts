/** "Unknown error" in Swedish: the last resort of errorText (spec §8). */
export const UNKNOWN_ERROR_TEXT = 'Okänt fel';

/** A call that got no answer (the browser's "Failed to fetch", "Load failed", "NetworkError …"): said in Swedish. */
export const NO_CONNECTION_TEXT = 'Ingen kontakt med servern. Kontrollera internetanslutningen och försök igen.';

/** A call the server did not answer within the request timeout (30 s, spec §9). */
export const NO_ANSWER_IN_TIME_TEXT = 'Servern svarade inte i tid. Försök igen.';

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** A message that embeds a quoted text ("… \"Kontot är låst\" …") is shown as the quoted text only. */
function innerQuotedText(message: string): string {
  const quoted = /["“”]([^"“”]+)["“”]/.exec(message);
  return quoted?.[1] ?? message;
}

function responseBodyMessage(error: unknown): string | undefined {
  const response = field(error, 'response');
  const body = field(error, 'data') ?? field(response, 'data') ?? field(response, '_data');
  return nonEmptyString(field(body, 'message'));
}

/** The generic error text (spec §8): code or message; else the response body message; else String(error). */
export function errorText(error: unknown): string {
  if (error === null || error === undefined) return UNKNOWN_ERROR_TEXT;
  if (typeof error !== 'object') return nonEmptyString(String(error)) ?? UNKNOWN_ERROR_TEXT;
  const direct = nonEmptyString(field(error, 'code')) ?? nonEmptyString(field(error, 'message'));
  if (direct) return direct;
  const bodyMessage = responseBodyMessage(error);
  if (bodyMessage) return innerQuotedText(bodyMessage);
  const asText = String(error);
  return asText !== '[object Object]' && asText.trim() !== '' ? asText : UNKNOWN_ERROR_TEXT;
}
