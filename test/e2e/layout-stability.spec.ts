import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { PREBUILT_STYLES_ATTRIBUTE } from '../../src/app/emotion-cache';
import { expect, test } from './support/test';

// Issue 38 §3: on a phone, nothing shown moves while a page loads (Lighthouse's CLS goal ≤ 0.02, npm run bench:lighthouse).
test.use({ viewport: { width: 375, height: 740 } });

/** One layout shift: its score and the elements it moved (tag, label, top and height before → after). */
type LayoutShift = { value: number; moved: string[] };

/** Records every layout shift not caused by input, from the first paint on, with what moved (a failure names it). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShifts: LayoutShift[] };
    record.layoutShifts = [];
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'ett borttaget element';
      const label = node.getAttribute('data-testid') ?? node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? '';
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${label}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> }>) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((source) => `${describe(source.node)} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`);
        record.layoutShifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Every shift so far after two more frames (so a shift of the last render is counted): their sum and what moved. */
async function layoutShiftSoFar(page: Page): Promise<{ sum: number; shifts: LayoutShift[] }> {
  const shifts = await page.evaluate(() => new Promise<LayoutShift[]>((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts)));
  }));
  return { sum: shifts.reduce((total, shift) => total + shift.value, 0), shifts };
}

/** The page's shifts sum to at most CLS 0.02 (or `most`); a failure lists each shift and the elements it moved. */
async function expectSteadyLayout(page: Page, most = 0.02): Promise<void> {
  const { sum, shifts } = await layoutShiftSoFar(page);
  expect(sum, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(most);
}

/**
 * Waits for a page part under 4× CPU: on a slow 2-core machine beside two other workers a throttled page took longer
 * than the default 7 s to arrive. What these tests assert is the shift, not the time.
 */
const arrives = expect.configure({ timeout: 30_000 });

/** The page whose CPU a test slowed: the next test of the worker reuses it (the config's reuseContext), so it is undone. */
let throttled: CDPSession | undefined;

/** A phone's slower CPU (Lighthouse's mobile preset: 4×), so the content that arrives late arrives after the first paint. */
async function phoneCpu(page: Page): Promise<void> {
  throttled = await page.context().newCDPSession(page);
  await throttled.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test.afterEach(async () => {
  const session = throttled;
  throttled = undefined;
  // A page that closed with a failed test took its throttling with it.
  await session?.send('Emulation.setCPUThrottlingRate', { rate: 1 }).then(() => session.detach()).catch(() => undefined);
});

/**
 * The shell's alert answers "none" (the real answer with its items taken out): these tests are about the page's own
 * parts. The shell waits for the alert at most ALERT_WAIT_MS and a later one is still drawn above the page, by design
 * (src/state/shell-alert.ts; its wait: test/src/app/session/session-start-loads.test.ts); that it never moves the
 * loader is the test "the shell alert never pushes the loader down" below.
 */
async function withoutShellAlert(page: Page): Promise<void> {
  await page.route('**/contentful/data', async (route) => {
    if ((route.request().postDataJSON() as { contentType?: string } | null)?.contentType !== 'alert') return route.fallback();
    const response = await route.fetch();
    return route.fulfill({ response, json: { ...(await response.json() as object), items: [], total: 0 } });
  });
}

test('at 375 px the login page moves nothing, not even its version line, while the form and its alert load', async ({ page }) => {
  await recordLayoutShifts(page);
  await phoneCpu(page);
  await page.goto('/');
  await arrives(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
  await arrives(page.getByText(/^Version /)).toBeVisible();
  await arrives(page.getByRole('contentinfo')).toBeAttached();
  await expectSteadyLayout(page, 0);
});

test('at 375 px the start page does not move the greeting or the news as the education banner, hero and banner arrive', async ({ page, signIn }) => {
  await signIn('1001_MGR');
  await withoutShellAlert(page);
  await recordLayoutShifts(page);
  await phoneCpu(page);
  await page.goto('/');
  await arrives(page.getByRole('heading', { level: 1, name: /^Välkommen/ })).toBeVisible();
  await arrives(page.getByTestId('education-banners')).toBeVisible();
  await arrives(page.getByRole('region', { name: 'Aktuellt' }).locator('img').first()).toBeAttached();
  await arrives(page.getByTestId('page-banner')).toBeVisible();
  await arrives(page.getByRole('region', { name: 'Senast publicerat' }).getByRole('article').first()).toBeVisible();
  await expectSteadyLayout(page);
});

test('at 375 px Butikens uppgifter does not move its sections as the form lays out', async ({ page, signIn }) => {
  await signIn('1001_MGR');
  await withoutShellAlert(page);
  await recordLayoutShifts(page);
  await phoneCpu(page);
  await page.goto('/installningar');
  await arrives(page.getByRole('heading', { level: 2, name: 'Butikens uppgifter' })).toBeVisible();
  await arrives(page.getByRole('region', { name: 'Ekonomirapporter' })).toBeAttached();
  await expectSteadyLayout(page);
});

test('at 375 px Personal does not move the cards as the education statuses arrive', async ({ page, signIn }) => {
  await signIn('1001_MGR');
  await withoutShellAlert(page);
  await recordLayoutShifts(page);
  await phoneCpu(page);
  await page.goto('/personal');
  await arrives(page.getByTestId('staff-1001_PLUS').locator('[data-color]').first()).toBeVisible();
  await expectSteadyLayout(page);
});

test('at 375 px an article does not move its text as its picture loads', async ({ page, signIn }) => {
  await signIn('1001_MGR');
  await withoutShellAlert(page);
  await recordLayoutShifts(page);
  await phoneCpu(page);
  await page.goto('/');
  await page.locator('a[href^="/nyheter/"]').first().waitFor();
  const href = await page.locator('a[href^="/nyheter/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '').find((path) => /^\/nyheter\/[^/]+\/[^/]+$/.test(path)));
  await page.goto(href!);
  const picture = page.getByRole('article').locator('img').first();
  await arrives(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectSteadyLayout(page);
});

// The alert sits above the page: the shell reads whether it is still awaited in the render that draws it. Read in the
// content area instead, a concurrent render saw it settled while the shell had drawn none: the loader showed, then the
// alert pushed it down (CLS 0.05 in 3 of 4 loads on a phone).
test('at 375 px the shell alert never pushes the loader down (3 loads of Ekonomirapporter)', async ({ page, signIn }) => {
  await signIn('1001_MGR');
  await recordLayoutShifts(page);
  await phoneCpu(page);
  for (let load = 0; load < 3; load += 1) {
    await page.goto('/ekonomirapporter');
    await arrives(page.locator('#innehall').getByRole('status').first()).toBeVisible();
    await arrives(page.getByRole('heading', { level: 1, name: 'Ekonomirapporter' })).toBeVisible();
    await expectSteadyLayout(page);
  }
});

// The shell's alert is the LCP element of most pages: in the same render as the page's chunk it waited for that code
// (React holds a just-loaded part that suspends again up to 300 ms), and Lighthouse counted the page's code before it.
test('at 375 px the header and the shell alert are on screen before /personal asks for its code', async ({ page, signIn }) => {
  await signIn('1001_MGR');
  const shownWhenAsked: boolean[] = [];
  await page.route(/\/assets\/StaffPage-[\w-]+\.js$/, async (route) => {
    shownWhenAsked.push(await page.getByRole('banner').isVisible() && await page.locator('#innehall').getByRole('status').first().isVisible());
    await route.fallback();
  });
  await page.goto('/personal');
  await arrives(page.getByRole('heading', { level: 2, name: 'Butikspersonal' })).toBeVisible();
  expect(shownWhenAsked).toEqual([true]);
});

// Work a page load throws away (TBT; docs/decisions/pages-on-a-phone.md), on the pages of npm run bench:lighthouse.
// A browser's first Intl object sets up ICU: 20-50 ms in one task; the Stockholm day, Swedish order and the news dates
// need no Intl. A style rule the browser refuses is a thrown DOMException: src/app/emotion-cache.ts drops them. A class
// style compiled in the browser costs stylis's work in the commit that shows it: src/app/prebuilt-styles.css has them,
// written by this journey itself with PREBUILD_STYLES=1 (npm run styles:prebuild), every rule emotion inserted.
const PREBUILT_STYLES = new URL('../../src/app/prebuilt-styles.css', import.meta.url);
const prebuild = Boolean(process.env.PREBUILD_STYLES);
test('the login page, start page, Butikens uppgifter, Personal, Ekonomirapporter and an article load without an Intl object, a refused style rule or a style compiled in the browser', async ({ page, signIn }) => {
  await page.addInitScript(({ prebuild, prebuiltAttribute }) => {
    const refused: string[] = [];
    const inserted: string[] = [];
    Object.assign(window, { refusedRules: refused, insertedRules: inserted });
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
      if (this.ownerNode instanceof Element && this.ownerNode.getAttribute('data-emotion') === 'css') inserted.push(rule); // a class style, not a global one
      try {
        return insertRule.call(this, rule, index);
      } catch (error) {
        refused.push(rule.slice(0, 100));
        throw error;
      }
    };
    // Writing the file: the prebuilt styles are taken away before emotion reads them, so it compiles every one, with the
    // rules for other browsers' pseudos (::-moz-placeholder) that src/app/emotion-cache.ts drops here: Chromium's HTML
    // parser skips them without a thrown DOMException, and Firefox gets its own.
    if (prebuild) {
      const supports = CSS.supports.bind(CSS) as (...args: string[]) => boolean;
      CSS.supports = ((...args: string[]) => (args.length === 1 && args[0]!.startsWith('selector(') ? true : supports(...args))) as typeof CSS.supports;
      new MutationObserver((changes) => {
        for (const node of changes.flatMap((change) => [...change.addedNodes])) if (node instanceof HTMLStyleElement && node.hasAttribute(prebuiltAttribute)) node.remove();
      }).observe(document, { childList: true, subtree: true });
    }
    const made: string[] = [];
    (window as unknown as { intlObjects: string[] }).intlObjects = made;
    const record = (name: string) => made.push(`${name} ${new Error().stack?.split('\n')[3]?.trim() ?? ''}`);
    for (const name of ['Collator', 'DateTimeFormat', 'DisplayNames', 'ListFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'Segmenter'] as const) {
      const original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
        construct: (target, args) => (record(name), Reflect.construct(target, args)),
        apply: (target, self, args) => (record(name), Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args)),
      });
    }
    // The builtins that format or compare through ICU too.
    for (const [prototype, name] of [[String.prototype, 'localeCompare'], [Number.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleTimeString']] as const) {
      const original = (prototype as unknown as Record<string, (...a: unknown[]) => unknown>)[name]!;
      (prototype as unknown as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) { record(name); return original.apply(this, args); };
    }
  }, { prebuild, prebuiltAttribute: PREBUILT_STYLES_ATTRIBUTE });
  const made = () => page.evaluate(() => {
    const { intlObjects, refusedRules } = window as unknown as { intlObjects: string[]; refusedRules: string[] };
    return [...intlObjects, ...refusedRules.map((rule) => `refused ${rule}`)];
  }).then((made) => (prebuild ? made.filter((entry) => !entry.startsWith('refused ')) : made));
  // The settled page's classes whose rules emotion compiled in the browser (a spinner gone by then is not asked about).
  const rulesWritten: string[] = [];
  const notPrebuilt = async (path: string) => {
    const { classes, inserted } = await page.evaluate(() => ({
      classes: [...document.querySelectorAll('[class*="css-"]')].flatMap((element) => (element.getAttribute('class') ?? '').split(' ').filter((name) => name.startsWith('css-'))),
      inserted: (window as unknown as { insertedRules: string[] }).insertedRules,
    }));
    if (prebuild) rulesWritten.push(...inserted);
    const compiled = new Set(inserted.flatMap((rule) => rule.match(/\.css-[\w-]+/g) ?? []).map((selector) => selector.slice(1)));
    if (!prebuild) expect([...new Set(classes)].filter((name) => compiled.has(name)), `${path}: classes not in src/app/prebuilt-styles.css (npm run styles:prebuild writes it)`).toEqual([]);
  };
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
  expect(await made(), '/').toEqual([]);
  await notPrebuilt('/');
  await signIn('1001_MGR');
  const pages: Array<[string, () => Promise<void>]> = [
    ['/', () => expect(page.getByRole('region', { name: 'Senast publicerat' }).getByRole('article').first()).toBeVisible()],
    ['/installningar', () => expect(page.getByRole('checkbox', { name: 'Dela ekonomirapporter med kedjan' })).toBeVisible()], // the form's last field
    ['/personal', () => expect(page.getByTestId('staff-1001_PLUS').locator('[data-color]').first()).toBeVisible()],
    ['/ekonomirapporter', () => expect(page.getByRole('button', { name: 'Daglig försäljning (EKORDF01)' })).toBeVisible()], // the sorted list
  ];
  let article = '';
  for (const [path, loaded] of pages) {
    await page.goto(path);
    await loaded();
    if (path === '/') article = await page.locator('a[href^="/nyheter/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '').find((href) => /^\/nyheter\/[^/]+\/[^/]+$/.test(href)) ?? '');
    expect(await made(), path).toEqual([]);
    await notPrebuilt(path);
  }
  await page.goto(article);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Fler nyheter' }).getByTestId('news-card')).toHaveCount(6); // with their dates
  expect(await made(), article).toEqual([]);
  await notPrebuilt(article);
  if (prebuild) writeFileSync(PREBUILT_STYLES, `/* Written by npm run styles:prebuild (test/e2e/layout-stability.spec.ts): emotion's class styles of the pages of npm run bench:lighthouse. */\n${[...new Set(rulesWritten)].join('\n')}\n`);
});
