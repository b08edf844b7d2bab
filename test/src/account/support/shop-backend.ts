import { apiUrl, type AgencyInfo } from '@ombudsportalen/portal/api';
import { on, type FakeRoute } from '../../support/fake-fetch';
import { agencyInfo } from '../../support/session-backend';
import { versioned } from './account-backend';

/** Agency 1001 with every shop field set and valid (the seed's values, roughly). */
export const SHOP_1001: AgencyInfo = agencyInfo('1001', {
  agencyName: 'Butik 1001',
  agencyAddress: 'Drottninggatan 48',
  agencyZipCode: '111 21',
  agencyCity: 'Stockholm',
  agencyPhone: '081234567',
  agencyEmail: 'butiken@example.se',
  bettingManagerPhone: '+46701234501',
  weekdayOpening: '0900',
  weekdayClosing: '1900',
  satOpening: '1000',
  satClosing: '1600',
  sunOpening: '1100',
  sunClosing: '1500',
  visitingAddress: 'Storgatan 1',
  visitingPostalNumber: '123 45',
  visitingCity: 'Solna',
  invoiceAddress: '',
  invoicePostalNumber: '',
  invoiceCity: '',
  invoiceRecipient: 'Butik AB',
  invoiceReference: '',
  invoiceCareOf: '',
  invoiceStoreNumber: '',
  shareAgencyReport: true,
});

const INFO = apiUrl('getAgencyInfo', { agencyNumber: '1001' });

/**
 * GET agency 1001's info with ETag `"<version>"`; a PUT answers `save(body, ifMatch)`: by default it stores the body
 * (addresses flattened) and bumps the version. `state.info` and `state.version` may be changed by a test (another user).
 */
export function shopRoutes(save?: (body: Record<string, unknown>, ifMatch: string | null) => Response | undefined) {
  const state = { info: { ...SHOP_1001 }, version: 3 };
  const routes: FakeRoute[] = [
    on(INFO, () => versioned(200, state.info, `"${state.version}"`), 'GET'),
    on(
      INFO,
      (request) => {
        const body = JSON.parse(request.body) as Record<string, unknown>;
        const answer = save?.(body, request.headers.get('if-match'));
        if (answer) return answer;
        const { agencyVisitingAddress, agencyInvoiceAddress, ...flat } = body as Record<string, Record<string, unknown>>;
        state.info = { ...state.info, ...flat, ...agencyVisitingAddress, ...agencyInvoiceAddress } as AgencyInfo;
        state.version += 1;
        return versioned(200, state.info, `"${state.version}"`);
      },
      'PUT',
    ),
  ];
  return { state, routes };
}
