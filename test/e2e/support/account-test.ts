import type { Page } from '@playwright/test';
import { test as base, expect } from './test';
import { type PortalServer, startPortalServer } from './own-portal-server';

/** The worker's portal server, started anew whenever the worker moves on to another spec file. */
interface PortalPerFile {
  serverFor: (file: string) => Promise<PortalServer>;
}

/**
 * The account spec's test: every test runs against a portal server and database of its spec file's own (see
 * own-portal-server.ts), shared by the tests of the file in order. A worker that runs several such files starts one
 * per file, so what one file saves (an alias, an order) is never what the next file's tests find.
 */
export const test = base.extend<{ portal: PortalServer }, { portalPerFile: PortalPerFile }>({
  portalPerFile: [
    async ({}, use) => {
      let current: { file: string; server: PortalServer } | undefined;
      await use({
        serverFor: async (file) => {
          if (current?.file === file) return current.server;
          await current?.server.stop();
          current = { file, server: await startPortalServer() };
          return current.server;
        },
      });
      await current?.server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  portal: [async ({ portalPerFile }, use, testInfo) => use(await portalPerFile.serverFor(testInfo.file)), { timeout: 90_000 }],
  baseURL: async ({ portal }, use) => use(portal.url),
});

export { expect };

/** The browser's calendar day (the server's clock stays real): Date in the page answers this instant. */
export async function pinBrowserDay(page: Page, isoDay: string): Promise<void> {
  await page.clock.setFixedTime(new Date(`${isoDay}T12:00:00+01:00`));
}
