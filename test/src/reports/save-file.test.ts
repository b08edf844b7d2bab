import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVOKE_AFTER_MS, saveFile } from '@/ui/save-file';
import { reportContext, reportDefinition } from './helpers';
import { reportCallOf } from '../../setup-engine';

describe('the file name (part 2 §7: the report code plus .pdf or .xlsx)', () => {
  it.each([['pdf', 'EKORDF01.pdf'], ['xlsx', 'EKORDF01.xlsx']] as const)('%s → %s', (formatType, fileName) => {
    const request = reportCallOf(reportDefinition('EKORDF01'), { P_FOM: '2026-10-01', P_TOM: '2026-10-31' }, reportContext(), { formatType });
    expect(request.fileName).toBe(fileName);
  });

  it('names a partner report by its code', () => {
    const ctx = reportContext({ roles: ['PARTNER_TELIA'], agencyNumber: '' });
    expect(reportCallOf(reportDefinition('PART_RAPPORT'), { P_VECKA: '2640' }, ctx, {}).fileName).toBe('PART_RAPPORT.pdf');
  });
});

describe('saveFile', () => {
  const { createObjectURL, revokeObjectURL } = URL; // jsdom has neither
  afterEach(() => {
    vi.useRealTimers();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('clicks a temporary <a download> with an object URL, removes it and revokes the URL afterwards', () => {
    vi.useFakeTimers();
    const created = vi.fn(() => 'blob:http://localhost/1');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicks: { download: string; href: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.href, attached: this.isConnected });
    });
    const blob = new Blob(['%PDF']);

    saveFile(blob, 'EKORDF01.pdf');
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicks).toEqual([{ download: 'EKORDF01.pdf', href: 'blob:http://localhost/1', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revoked).toHaveBeenCalledWith('blob:http://localhost/1');
  });
});
