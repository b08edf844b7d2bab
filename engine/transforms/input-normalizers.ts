import type { Values } from '../conditions/condition';
import type { FieldJson } from '../declarations.gen';
import type { Definition } from '../model/definition';

/** A normaliser a field may name in `x-normalize` (the meta-schema lists the same names; a test keeps them equal). */
export type NormalizerName = NonNullable<FieldJson['x-normalize']>;

/** A normaliser: the typed text as the field's format writes it; a text it cannot read comes back only trimmed. */
type Normalizer = (typed: string, today: string) => string;

// Whitespace of any kind (a pasted no-break space too) and the dashes people type between digit groups.
const SPACES = /\s+/gu;
const SPACES_AND_DASHES = /[\s\-‐‑–—]+/gu;

/** "070-123 45 03", "+46 70 123 45 03", "0046 70…" → +46701234503; "08-411 22 33" → 084112233 (part 1 §5). */
function phoneNumber(typed: string): string {
  const compact = typed.replace(SPACES_AND_DASHES, '').replace(/^00/, '+').replace(/^\+46\(?0\)?/, '+46');
  if (!/^\+?\d+$/.test(compact)) return typed.trim();
  // A mobile number written nationally: the mobile rule wants +467XXXXXXXX, and 0 + 9 digits is no landline.
  return /^07\d{8}$/.test(compact) ? `+46${compact.slice(1)}` : compact;
}

/**
 * ÅÅÅÅMMDD-XXXX or ÅÅÅÅMMDDXXXX → ÅÅÅÅMMDDXXXX; ÅÅMMDD-XXXX and ÅÅMMDDXXXX take the latest century in which the birth
 * date is not after today, and ÅÅMMDD+XXXX (the Tax Agency's mark of 100 years or more) the century before that.
 */
function personalNumber(typed: string, today: string): string {
  const compact = typed.replace(SPACES, '');
  const full = /^((?:19|20)\d{6})-?(\d{4})$/.exec(compact);
  if (full) return `${full[1]}${full[2]}`;
  const short = /^(\d{6})([-+]?)(\d{4})$/.exec(compact);
  if (!short) return typed.trim();
  const [, birth, separator, rest] = short as unknown as [string, string, string, string];
  const century = Number(today.slice(0, 2)) - (birth > today.slice(2, 10).replaceAll('-', '') ? 1 : 0) - (separator === '+' ? 1 : 0);
  return `${century}${birth}${rest}`;
}

/** Every named normaliser (docs/definitions.md §2, "Input as Swedes type it"). */
export const NORMALIZERS: Record<NormalizerName, Normalizer> = {
  trim: (typed) => typed.trim(),
  compact: (typed) => typed.replace(SPACES, ''), // period codes pasted as "25 03"
  phoneNumber,
  personalNumber,
};

/** All normaliser names. */
export const NORMALIZER_NAMES = Object.keys(NORMALIZERS) as NormalizerName[];

/** One field's typed value after its declared normaliser (any other value as it is). */
export function normalizeValue(def: Definition, name: string, value: unknown, today: string): unknown {
  const normalizer = def.byName.get(name)?.schema['x-normalize'];
  return normalizer !== undefined && typeof value === 'string' && value !== '' ? NORMALIZERS[normalizer](value, today) : value;
}

/**
 * The values with every declared normaliser applied (`x-normalize`): what the form validates, shows after the field is
 * left, and sends, and what the server reads a body as before it validates and stores it. The same object when
 * nothing changes.
 */
export function normalizeValues(def: Definition, values: Values, { today }: { today: string }): Values {
  let result = values;
  for (const [name, value] of Object.entries(values)) {
    const normalized = normalizeValue(def, name, value, today);
    if (normalized !== value) result = result === values ? { ...values, [name]: normalized } : Object.assign(result, { [name]: normalized });
  }
  return result;
}
