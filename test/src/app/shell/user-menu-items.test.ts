import { describe, expect, it } from 'vitest';
import { userMenuItems } from '../../../../src/app/shell/user-menu-items';

const itemsFor = (...roles: string[]) => userMenuItems({ roles, segment: 'AGENCY' });

describe('userMenuItems', () => {
  it.each(['SALJARE', 'SALJPLUS', 'OMBMGR', 'EKONOMI', 'RETAIL', 'PARTNER_TELIA'])('%s: Byt lösenord and Logga ut', (role) => {
    expect(itemsFor(role)).toEqual(['change-password', 'logout']);
  });

  it.each(['ADMIN', 'SALJCOACH'])('%s: no Byt lösenord; Byt ombudsnummer and Logga ut', (role) => {
    expect(itemsFor(role)).toEqual(['change-agency', 'logout']);
  });

  it('offers only Logga ut to a session without known roles', () => {
    expect(itemsFor()).toEqual(['logout']);
    expect(itemsFor('PARTNER_NEWCO')).toEqual(['logout']);
  });
});
