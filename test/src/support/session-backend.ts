import { deriveSegment } from '@ombudsportalen/portal/access';
import { apiUrl, matchApiUrl, type AgencyInfo, type ApiResponse, type User } from '@ombudsportalen/portal/api';
import { fakeAccessToken } from './fake-access-token';
import { fakeFetch, json, on, type FakeRoute } from './fake-fetch';

/** A logged-in test user: the token's claims and what /me answers. */
export interface TestUser {
  username: string;
  roles: string[];
  firstname: string;
  lastname: string;
  me?: Partial<User>;
}

export const tokenFor = (user: TestUser): string =>
  fakeAccessToken({ sub: user.username, username: user.username, roles: user.roles, given_name: user.firstname, family_name: user.lastname });

export const meOf = (user: TestUser): User => ({
  username: user.username,
  firstname: user.firstname,
  lastname: user.lastname,
  roles: user.roles,
  agencyNumber: user.username.includes('_') ? user.username.split('_')[0]! : '',
  forcePasswordChange: false,
  gdprAcceptDate: '2025-03-14',
  mobile: '+46701234503',
  ...user.me,
});

const EMPTY_AGENCY: Omit<AgencyInfo, 'agencyNumber' | 'agencyName' | 'segment'> = {
  agencyType: 'O', revenueSegment: 'STANDARD', campaignSegment: '', categoryName: '', retailChainId: 0, retailChainName: '',
  bettingManager: '', bettingManagerUserId: '', bettingManagerPhone: '', agencyPhone: '', agencyEmail: '', weekdayOpening: '',
  weekdayClosing: '', satOpening: '', satClosing: '', sunOpening: '', sunClosing: '', agencyAddress: '', agencyZipCode: '',
  agencyCity: '', visitingAddress: '', visitingPostalNumber: '', visitingCity: '', invoiceAddress: '', invoicePostalNumber: '',
  invoiceCity: '', invoiceRecipient: '', invoiceReference: '', invoiceCareOf: '', invoiceStoreNumber: '', shareAgencyReport: false,
};

/** Agency info as the server answers it (every field of the contract), with the segment the server would derive. */
export const agencyInfo = (agencyNumber: string, extra: Partial<AgencyInfo> = {}): AgencyInfo => {
  const info = { agencyNumber, agencyName: `Butik ${agencyNumber}`, ...EMPTY_AGENCY, ...extra };
  return { ...info, segment: extra.segment ?? deriveSegment(info) };
};

/**
 * Where the SPA reads this user (spec part 1 §7): agency staff /agencies/{agency}/users/{username}, partner users
 * /partner/{partner}/users/{username}, RETAIL /chain/users/{username}; internal staff our /me.
 */
export function userPathOf(user: TestUser): string {
  const partner = user.roles.find((role) => role.startsWith('PARTNER_'))?.slice('PARTNER_'.length);
  if (user.roles.includes('ADMIN') || user.roles.includes('SALJCOACH')) return apiUrl('getMe');
  if (partner) return apiUrl('getPartnerUser', { partner, username: user.username });
  if (user.roles.includes('RETAIL')) return apiUrl('getChainUser', { username: user.username });
  return apiUrl('getAgencyUser', { agency: meOf(user).agencyNumber, username: user.username });
}

/** Token handler, the user read (userPathOf), agency info (by number, from `agencies`) and /log for one user; `extra` routes win. */
export function sessionBackend(user: TestUser, agencies: Record<string, Partial<AgencyInfo>> = {}, ...extra: FakeRoute[]) {
  return fakeFetch(
    ...extra,
    on(apiUrl('refreshAccessToken'), () => json(200, { accessToken: tokenFor(user) } satisfies ApiResponse<'refreshAccessToken'>)),
    on(apiUrl('tokenHandlerLogout'), () => new Response(null, { status: 204 })),
    on(apiUrl('clientLog'), () => new Response(null, { status: 204 })),
    on(userPathOf(user), () => json(200, meOf(user))),
    (request) => {
      const match = matchApiUrl('getAgencyInfo', request.url) ?? matchApiUrl('getInternalAgencyInfo', request.url);
      if (!match) return undefined;
      const number = match.agencyNumber;
      return agencies[number] ? json(200, agencyInfo(number, agencies[number])) : json(404, { code: 'error.agency.not-found' });
    },
  );
}

export const SELLER: TestUser = { username: '1001_SALJ', roles: ['SALJARE'], firstname: 'Elin', lastname: 'Nyström' };
export const MANAGER: TestUser = { username: '1001_MGR', roles: ['OMBMGR'], firstname: 'Karin', lastname: 'Lindqvist' };
export const DIGITAL_MANAGER: TestUser = { username: '2002_MGR', roles: ['OMBMGR'], firstname: 'Sara', lastname: 'Öberg' };
export const ADMIN: TestUser = { username: 'ADMIN1', roles: ['ADMIN'], firstname: 'Anders', lastname: 'Admin' };
export const CHAIN_USER: TestUser = { username: 'KEDJA3', roles: ['RETAIL'], firstname: 'Maria', lastname: 'Falk' };
