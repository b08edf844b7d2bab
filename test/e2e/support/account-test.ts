import type { Page } from '@playwright/test';
import { test as base, expect } from './test';
import type { PortalServer } from './own-portal-server';

/**
 * The test of specs that change data: every test runs against a portal server and database of its spec file's own
 * (see own-portal-server.ts), started by the worker's portalPerFile fixture (test.ts) and shared by the tests of that
 * file the worker runs, in order.
 */
export const test = base.extend<{ portal: PortalServer }>({
  portal: [async ({ portalPerFile }, use, testInfo) => use(await portalPerFile.serverFor(testInfo.file)), { timeout: 90_000 }],
  baseURL: async ({ portal }, use) => use(portal.url),
});

export { expect };

/** The browser's calendar day (the server's clock stays real): Date in the page answers this instant. */
export async function pinBrowserDay(page: Page, isoDay: string): Promise<void> {
  await page.clock.setFixedTime(new Date(`${isoDay}T12:00:00+01:00`));
}
