// The same portal at desktop speed, unthrottled, as an outlet's PC on a fast line meets it: how long the login screen
// takes cold, and a menu click to a page not visited yet (its code not cached). Timed in the page: from navigation
// start to the heading, and from the click event to the page's heading. No goal: these show what Lighthouse's
// simulation leaves out (a timer-held render, a chunk asked late), docs/decisions/shell-before-page.md.
import { chromium, type Page } from '@playwright/test';
import { median } from '../engine/stats';
import { logInAsReturningUser } from './log-in';

const RUNS = 6;
const MENU_TARGETS = [{ link: 'Personal', heading: 'Personal' }, { link: 'Ekonomirapporter', heading: 'Ekonomirapporter' }];

/** Marks the first time a heading starting with `text` is on the page (after a click, with `afterClick`). */
function watchHeading(page: Page, text: string, afterClick: boolean): Promise<unknown> {
  return page.addInitScript(({ text, afterClick }) => {
    const w = window as unknown as { clickAt?: number; shownAt?: number };
    document.addEventListener('click', () => { w.clickAt = performance.now(); }, true);
    new MutationObserver(() => {
      if (w.shownAt !== undefined || (afterClick && w.clickAt === undefined)) return;
      if ([...document.querySelectorAll('h1, h2')].some((h) => h.textContent?.startsWith(text))) w.shownAt = performance.now();
    }).observe(document, { subtree: true, childList: true });
  }, { text, afterClick });
}

const shownAt = (page: Page) => page.waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt).then(() =>
  page.evaluate(() => {
    const { clickAt, shownAt: shown } = window as unknown as { clickAt?: number; shownAt: number };
    return { clickAt, shownAt: shown };
  }));

/** Medians in ms: the login heading from navigation start; per menu target, its heading from the click. */
export async function desktopFigures(origin: string, chromiumArgs: string[]): Promise<Record<string, number>> {
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', ...chromiumArgs] });
  const figures: Record<string, number> = {};
  try {
    const login: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ locale: 'sv-SE' });
      const page = await context.newPage();
      await watchHeading(page, 'Logga in', false);
      await page.goto(`${origin}/`);
      login.push((await shownAt(page)).shownAt);
      await context.close();
    }
    figures['login screen, cold (heading)'] = median(login);

    const context = await browser.newContext({ locale: 'sv-SE', viewport: { width: 1280, height: 900 } });
    await (await logInAsReturningUser(context, origin)).close();
    for (const { link, heading } of MENU_TARGETS) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true }); // the page's code as on a first visit
        await watchHeading(page, heading, true);
        await page.goto(`${origin}/`); // the session goes on by its refresh cookie
        await page.getByRole('heading', { name: /^Välkommen/ }).waitFor();
        const entry = page.getByRole('link', { name: link, exact: true }).first();
        if (!(await entry.isVisible())) await page.getByRole('button', { name: 'Meny' }).click();
        await entry.click();
        const { clickAt, shownAt: shown } = await shownAt(page);
        times.push(shown - clickAt!);
        await page.close();
      }
      figures[`menu click → ${link} (heading)`] = median(times);
    }
  } finally {
    await browser.close();
  }
  return figures;
}
