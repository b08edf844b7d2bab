import type { TerminalParameter } from '../../repositories/terminal-parameter-repository.js';

type Definition = Omit<TerminalParameter, 'value'> & { valueFor?: (agency: { agencyNumber: string; agencyName: string }) => string | null };

const LINE = '^[A-Za-zÅÄÖåäöÉéÜü0-9 &.,!\'-]{1,32}$';
const onOff = (name: string, prompt: string, defaultValue: 'true' | 'false', description: string | null = null): Definition =>
  ({ name, prompt, defaultValue, description, regexp: null });
const text = (name: string, prompt: string, defaultValue: string, regexp: string, description: string | null): Definition =>
  ({ name, prompt, defaultValue, description, regexp });
// A steady per-agency choice, so shops differ but a new database is always the same.
const pick = <T>(agencyNumber: string, choices: T[]): T => choices[Number(agencyNumber) % choices.length] as T;

/** The terminal parameters every agency's terminal has (invented names and rules; the spec shows only the fields). */
const PARAMETERS: Definition[] = [
  { ...text('receipt.header.line1', 'Kvittorad 1', 'Välkommen', LINE, 'Första raden på kundkvittot, högst 32 tecken.'), valueFor: (a) => a.agencyName.slice(0, 32).trim() },
  text('receipt.header.line2', 'Kvittorad 2', 'Ombud för spel', LINE, 'Andra raden på kundkvittot, högst 32 tecken.'),
  text('receipt.footer.line1', 'Sidfot rad 1', 'Tack för ditt spel!', LINE, 'Visas sist på kvittot.'),
  text('receipt.footer.line2', 'Sidfot rad 2', 'Spela lagom', LINE, null),
  { ...text('receipt.copies', 'Antal kvittokopior', '1', '^[0-2]$', 'Kopior utöver kundens kvitto, 0 till 2.'), valueFor: (a) => pick(a.agencyNumber, [null, '0', null]) },
  onOff('receipt.print.logo', 'Skriv ut logotyp på kvittot', 'true'),
  onOff('printer.autocut', 'Automatisk avskärning', 'true', 'Skär av kvittot när utskriften är klar.'),
  text('printer.density', 'Utskriftens svärta', '3', '^[1-5]$', 'Från 1 (ljus) till 5 (mörk).'),
  { ...text('display.brightness.percent', 'Skärmens ljusstyrka (%)', '80', '^(100|[1-9][0-9]?)$', 'Mellan 1 och 100.'), valueFor: (a) => pick(a.agencyNumber, [null, '60', '100']) },
  text('display.timeout.seconds', 'Skärmsläckare (sekunder)', '120', '^([5-9]|[1-9][0-9]|[1-5][0-9]{2}|600)$', 'Mellan 5 och 600 sekunder.'),
  text('display.language', 'Terminalens språk', 'sv', '^(sv|en|fi)$', 'sv, en eller fi.'),
  onOff('customer.display.enabled', 'Kunddisplay', 'true', 'Visar spel och belopp för kunden.'),
  text('customer.display.message', 'Text på kunddisplayen', 'Välkommen in!', '^[^<>]{1,40}$', 'Högst 40 tecken.'),
  { ...onOff('sound.keyclick', 'Knappljud', 'false'), valueFor: (a) => pick(a.agencyNumber, [null, 'true']) },
  text('sound.volume', 'Ljudvolym', '5', '^([0-9]|10)$', 'Från 0 (tyst) till 10.'),
  onOff('scanner.beep', 'Pip vid skanning', 'true'),
  text('network.proxy.host', 'Proxyserver', 'proxy.ombud.local', '^[a-z0-9]([a-z0-9.-]{0,61}[a-z0-9])?$', 'Värdnamn, små bokstäver.'),
  text('network.timeout.seconds', 'Nätverkstimeout (sekunder)', '30', '^([5-9]|[1-5][0-9]|60)$', 'Mellan 5 och 60 sekunder.'),
  text('payout.limit.sek', 'Utbetalningsgräns i butik (kr)', '5000', '^[0-9]{1,5}$', 'Vinster över gränsen betalas ut centralt.'),
  onOff('agecheck.reminder', 'Påminn om ålderskontroll', 'true', 'Visar en påminnelse vid varje spelköp.'),
  text('session.autologout.minutes', 'Automatisk utloggning (minuter)', '15', '^([1-9]|[1-5][0-9]|60)$', 'Mellan 1 och 60 minuter.'),
];

/** The names of the parameters every agency's terminal has. */
export const TERMINAL_PARAMETER_NAMES: readonly string[] = PARAMETERS.map(({ name }) => name);

/** An agency's terminal parameters (21), values set where the shop differs from the default. */
export function terminalParametersFor(agency: { agencyNumber: string; agencyName: string }): TerminalParameter[] {
  return PARAMETERS.map(({ valueFor, ...p }) => ({ ...p, value: valueFor?.(agency) ?? null }));
}
