/** Texts of the gate pages, quoted from the spec where it quotes them (§2 Account pages, §8). */
export const PASSWORD_PAGE_HEADING = 'Byt lösenord';
export const ONE_TIME_PASSWORD_NOTICE = 'Du har ett engångslösenord, och måste byta.';

export const GDPR_CHECKBOX_LABEL = 'Jag godkänner ovanstående';
export const GDPR_ACCEPT_BUTTON = 'Godkänn';
export const GDPR_REQUIRED_TEXT = 'Du måste godkänna genom att bocka i rutan.';
export const GDPR_SAVE_FAILED_TEXT = 'Det uppstod ett problem när dina GDPR-inställningar skulle uppdateras.';
// The spec does not quote the GDPR page's heading or body; these are ours (docs/decisions-issue4-spa.md).
export const GDPR_HEADING = 'Dina personuppgifter';
export const GDPR_BODY =
  'Vi behandlar dina personuppgifter (namn, användarnamn och mobilnummer) för att du ska kunna arbeta i Ombudsportalen. ' +
  'Uppgifterna sparas så länge du har ett konto och används inte för något annat ändamål.';

export const MOBILE_HEADING_MISSING = 'Ange ditt mobilnummer';
export const MOBILE_HEADING_HELD = 'Bekräfta ditt mobilnummer';
export const MOBILE_FORMAT_HINT = 'Format +467XXXXXXXX';
export const MOBILE_SAVED_TEXT = 'Mobilnummer har sparats.';

export const LOGOUT_TEXT = 'Logga ut';
