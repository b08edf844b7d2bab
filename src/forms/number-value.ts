// A number field's text and value, as rjsf's NumberField handled them (its behaviour kept when the form left rjsf):
// the value is a number once the text reads as one; a trailing separator or zero stays on screen while it is typed.

let separatorFor: { languages: string; separator: string } | undefined;

/** The decimal separator of the browser's first language ("," in Swedish), "." when it has none. */
export function decimalSeparator(): string {
  const languages = typeof navigator === 'undefined' ? undefined : navigator.languages;
  if (!languages?.length) return '.';
  // Swedish without Intl, whose first object costs a page 20-50 ms of ICU set-up (docs/decisions/pages-on-a-phone.md).
  if (/^sv(-|$)/i.test(languages[0]!)) return ',';
  const key = languages.join(',');
  if (separatorFor?.languages !== key) {
    let separator = '.';
    try {
      separator = new Intl.NumberFormat(languages as string[]).formatToParts(1.1).find((p) => p.type === 'decimal')?.value || '.';
    } catch {
      // an unknown language tag: "."
    }
    separatorFor = { languages: key, separator };
  }
  return separatorFor.separator;
}

// The typed text as a number, or as it is while it cannot be one yet ("3.", "3.0", "3.10" keep their text).
function asNumber(value: unknown, separator: string): unknown {
  if (value === '') return undefined;
  if (value === null) return null;
  const standard = String(typeof value === 'string' && separator !== '.' ? value.replace(separator, '.') : value);
  if (/\.$/.test(standard) || /\.0$/.test(standard) || /\.\d*0$/.test(standard)) return value;
  const n = Number(standard);
  return Number.isNaN(n) ? value : n;
}

/** The value a number field's change stores: the text read as a number, trailing separator and zeros dropped. */
export function numberValueOf(text: unknown, separator: string): unknown {
  const standard = typeof text === 'string' ? text.replace(separator, '.') : text;
  const normalized = `${standard}`.startsWith('.') ? `0${standard}` : standard;
  return typeof normalized === 'string' && /\.([0-9]*0)*$/.test(normalized) ? asNumber(normalized.replace(/[0.]0*$/, ''), separator) : asNumber(normalized, separator);
}

/**
 * What a number field shows: the last typed text while it still stands for the stored number ("3," for 3), else the
 * number, written with the browser's separator in a plain text widget.
 */
export function shownNumber(value: unknown, lastText: unknown, separator: string, widget: string): unknown {
  let shown = value;
  if (typeof lastText === 'string' && typeof value === 'number') {
    const escaped = String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`^(${escaped})?\\.?0*$`).test(lastText.replace(separator, '.'))) shown = lastText;
  }
  return typeof shown === 'number' && separator !== '.' && widget === 'text' ? String(shown).replace('.', separator) : shown;
}
