/** Texts of the gate pages, quoted from the spec where it quotes them (§2 Account pages, §8). */
export const PASSWORD_PAGE_HEADING = 'Byt lösenord';
export const ONE_TIME_PASSWORD_NOTICE = 'Du har ett engångslösenord, och måste byta.';

// The spec does not quote the GDPR page's heading or body; these are ours (docs/decisions/spa-frame.md).
export const GDPR_HEADING = 'Dina personuppgifter';
export const GDPR_BODY =
  'Vi behandlar dina personuppgifter (namn, användarnamn och mobilnummer) för att du ska kunna arbeta i Ombudsportalen. ' +
  'Uppgifterna sparas så länge du har ett konto och används inte för något annat ändamål.';

export const MOBILE_HEADING_MISSING = 'Ange ditt mobilnummer';
export const MOBILE_HEADING_HELD = 'Bekräfta ditt mobilnummer';
export const MOBILE_FORMAT_HINT = 'Format +467XXXXXXXX';

export const LOGOUT_TEXT = 'Logga ut';
