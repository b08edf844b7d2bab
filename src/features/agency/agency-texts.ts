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

// Ours (issue 37 item 12): the outlet an internal user acts for, under the header on every page.
export const CHOSEN_AGENCY_REGION = 'Valt ombud';
export const actingForAgencyText = (agencyNumber: string, agencyName: string): string =>
  `Du agerar för ombud ${agencyNumber}${agencyName ? `, ${agencyName}` : ''}`;
