import { describe, expect, it } from 'vitest';
import { userMenuItems } from '@/app/shell/user-menu-items';

const itemsFor = (...roles: string[]) => userMenuItems({ roles, segment: 'AGENCY' });

describe('userMenuItems', () => {
  it.each(['SALJARE'])('%s: Byt lösenord and Logga ut', (role) => {
    expect(itemsFor(role)).toEqual(['change-password', 'logout']);
  });

  it.each(['SALJPLUS', 'OMBMGR', 'EKONOMI', 'RETAIL', 'PARTNER_TELIA', 'PARTNER_FOLKSPEL'])('%s (economy or partner reports): Byt lösenord, Mina prenumerationer and Logga ut', (role) => {
    expect(itemsFor(role)).toEqual(['change-password', 'subscriptions', 'logout']);
  });

  it('ADMIN: no Byt lösenord; Utkorg, Byt ombudsnummer and Logga ut', () => {
    expect(itemsFor('ADMIN')).toEqual(['outbox', 'change-agency', 'logout']);
  });

  it('SALJCOACH: no Byt lösenord; Byt ombudsnummer and Logga ut', () => {
    expect(itemsFor('SALJCOACH')).toEqual(['change-agency', 'logout']);
  });

  it('offers only Logga ut to a session without known roles', () => {
    expect(itemsFor()).toEqual(['logout']);
    expect(itemsFor('PARTNER_NEWCO')).toEqual(['logout']);
  });
});
