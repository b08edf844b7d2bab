/** The footer's five notices (spec §2), in display order. */
export const copyrightText = (year: number): string => `© ${year} Svenska Ombudsspel AB`;

export const TRADEMARK_TEXT =
  'Svenska Ombudsspel och Ombudsportalen är registrerade varumärken som tillhör Svenska Ombudsspel AB.';

export const GAMBLING_HARM_TEXT =
  'Spel kan vara beroendeframkallande. Spela ansvarsfullt – stöd finns på stodlinjen.se och 020-81 91 00. 18-årsgräns.';

export const LICENCE_TEXT =
  'Licens för kommersiellt onlinespel och vadhållning giltig 1 januari 2024 – 31 december 2028.';

export const LICENSING_AUTHORITY_TEXT = 'Spelinspektionen är licensgivande myndighet och utövar tillsyn.';
