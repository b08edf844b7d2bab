// The config reuses one browser context per worker (reuseContext): what one test leaves behind must be gone for the
// next. These two run in order in one worker; the second fails if the reset kept the first one's session, storage,
// routes or cached files (a warm cache would hide a page's cold load from the layout tests).
import { expect, test } from './support/test';
import { loginAs } from './support/login';

const MARK = 'isolation-mark';

test.describe.configure({ mode: 'serial' });

test('a journey leaves a session, storage, a route and cached files behind', async ({ page, signIn }) => {
  await signIn('1001_MGR');
  await page.goto('/installningar');
  await expect(page.getByLabel('E-post')).not.toHaveValue('', { timeout: 15_000 });
  await page.evaluate((mark) => {
    localStorage.setItem(mark, '1');
    sessionStorage.setItem(mark, '1');
  }, MARK);
  await page.route('**/tokenhandler/**', (route) => route.fulfill({ status: 500, body: 'kvar från förra testet' }));
  expect(await page.evaluate(() => fetch('/tokenhandler/v1/access-token').then((answer) => answer.status))).toBe(500);
  expect((await page.context().cookies()).length).toBeGreaterThan(0);
});

test('the next journey starts logged out, with empty storage, no routes and a cold cache', async ({ page }) => {
  expect(await page.context().cookies()).toEqual([]);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  expect(await page.evaluate((mark) => [localStorage.getItem(mark), sessionStorage.getItem(mark)], MARK)).toEqual([null, null]);
  // Every script came over the network, none from the cache (transferSize 0).
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource')
    .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
    .map((entry) => (entry as PerformanceResourceTiming).transferSize));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((size) => size === 0)).toEqual([]);
  // The first test's route is gone: the login's calls reach the portal's token handler.
  await loginAs(page, '1001_MGR');
});
