import { test as base, expect, type Page } from '@playwright/test';
import { type PortalServer, startPortalServer } from './own-portal-server';

/**
 * The account spec's test: every test runs against the worker's own portal server and database (see
 * own-portal-server.ts), shared by the tests of the file in order.
 */
export const test = base.extend<object, { portal: PortalServer }>({
  portal: [
    async ({}, use) => {
      const server = await startPortalServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
});

export { expect };

/** The browser's calendar day (the server's clock stays real): Date in the page answers this instant. */
export async function pinBrowserDay(page: Page, isoDay: string): Promise<void> {
  await page.clock.setFixedTime(new Date(`${isoDay}T12:00:00+01:00`));
}
