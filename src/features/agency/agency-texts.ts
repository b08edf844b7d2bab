/** Texts of the set-agency modal (spec §2, §5, §8), quoted exactly. */
export const SET_AGENCY_TITLE = 'Välj ombudsnummer';
export const AGENCY_FIELD_LABEL = 'Ombudsnummer';
export const SEND_TEXT = 'Skicka';
export const CLOSE_TEXT = 'Stäng';
export const REQUIRED_FIELD_TEXT = 'Fältet måste fyllas in.';
export const SET_AGENCY_FAILED_TEXT = 'Något gick fel när ombudsnummer skulle hämtas.';
export const NO_SUGGESTIONS_TEXT = 'Inga ombud matchar';

export const setAgencySucceededText = (agencyNumber: string, agencyName: string): string =>
  `Ombudsnummer satt till ${agencyNumber}, ${agencyName}`;

export const agencyListFailedText = (code: string): string =>
  `Ett fel uppstod när listan av ombud skulle hämtas. Felkod: ${code}`;
