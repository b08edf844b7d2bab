import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { seedUsers } from '../../../server/seed/seed-data/users';
import { DEMO_DAY } from './demo-day';
import { type ReturningUserOptions, signIn, signInInternally } from './login';
import { type PortalServer, startPortalServer } from './own-portal-server';

/** The accessibility budget: no axe violation of these impacts on any page a journey shows. */
const BUDGET_IMPACTS = new Set(['serious', 'critical']);

// A rule with an impact of its own reports every violation at that impact (axe's finalizeRuleResult): the minor and
// moderate ones can never break the budget, so they are not run (a third of the rules, among them the whole-page `region`).
const OUTSIDE_BUDGET = (axe as unknown as { _audit: { rules: Array<{ id: string; impact?: string }> } })._audit.rules
  .filter((rule) => rule.impact !== undefined && !BUDGET_IMPACTS.has(rule.impact))
  .map((rule) => rule.id);

/**
 * Lets running transitions end first (bounded): a fading dialog or menu would be judged at half contrast. An endless
 * one (a spinner) never finishes, so it is not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => Promise.race([
    Promise.all(document.getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 2_000)),
  ]));
}

/** axe's serious and critical violations on the page as it is now, one line per rule: "id (impact): targets". */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  return axeViolations(page);
}

// axe as @axe-core/playwright's legacy mode sets it up (same-origin frames), evaluated once per document: AxeBuilder
// evaluated its 1.3 MB source twice per scan, which cost the journeys more than the scans themselves (issue 38 §6).
// The same axe minified (0.6 MB): a new document's injection took as long as its scan (docs/decisions/test-time.md).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_SCRIPT = `${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;
// Only violations are read: axe then skips describing every passing node (its costliest part on a long page).
const AXE_OPTIONS: axe.RunOptions = { resultTypes: ['violations'], rules: Object.fromEntries(OUTSIDE_BUDGET.map((id) => [id, { enabled: false }])) };

async function axeViolations(page: Page): Promise<string[]> {
  // In every frame (axe.run in the page reads same-origin frames through their own axe), as AxeBuilder's legacy mode.
  for (const frame of page.frames()) {
    const present = frame.evaluate('typeof window.axe?.run === "function"').then((answer) => answer === true);
    if (frame === page.mainFrame()) {
      if (!(await present)) await frame.evaluate(AXE_SCRIPT);
    } else if (!(await present.catch(() => true))) {
      await frame.evaluate(AXE_SCRIPT).catch(() => undefined); // a frame gone meanwhile, as AxeBuilder skips it
    }
  }
  const { violations } = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run({ include: [], exclude: [] } as axe.ElementContext, options),
    AXE_OPTIONS,
  );
  return violations
    .filter((violation) => BUDGET_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

/**
 * What axe's answer depends on: the document (markup, the classes that carry the styles), the form values, the
 * viewport and the scroll position. Two journeys that show the same state get the same answer, so it is scanned once.
 */
async function pageState(page: Page): Promise<string> {
  const state = await page.evaluate(() => JSON.stringify([
    document.documentElement.outerHTML,
    Array.from(document.querySelectorAll<HTMLInputElement>('input, select, textarea'), (field) => `${field.value}|${String(field.checked)}`),
    window.innerWidth, window.innerHeight, window.scrollX, window.scrollY, document.activeElement?.outerHTML.slice(0, 300) ?? '',
  ]));
  return createHash('sha256').update(state).digest('hex');
}

// Answers by page state, shared by the workers of one run (the config's E2E_DB_DIR lives as long as the run).
const answersDir = process.env.E2E_DB_DIR === undefined ? undefined : join(process.env.E2E_DB_DIR, 'axe-answers');
if (answersDir !== undefined) mkdirSync(answersDir, { recursive: true });

async function cachedViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  if (answersDir === undefined) return axeViolations(page);
  const file = join(answersDir, `${await pageState(page)}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as string[];
  } catch {
    const violations = await axeViolations(page);
    writeFileSync(file, JSON.stringify(violations));
    return violations;
  }
}

/** Logs the test's page in without the login screens (support/login.ts), against the test's own portal. */
type SignIn = (username: string, options?: ReturningUserOptions) => Promise<void>;

/** The seeded users who log in at /internal (the `internal` decision's roles), so loggedInAs takes their login flow. */
const INTERNAL_ROLES: string[] = JSON.parse(readFileSync(new URL('../../../schemas/access/decisions.json', import.meta.url), 'utf8')).decisions.internal.rule.roles;
const INTERNAL_USERS = new Set(seedUsers('', DEMO_DAY).filter((user) => user.roles.some((role) => INTERNAL_ROLES.includes(role))).map((user) => user.username));

/** The worker's own portal server for the spec file it runs (support/account-test.ts), started on first use. */
export interface PortalPerFile {
  serverFor: (file: string) => Promise<PortalServer>;
}

/**
 * Playwright's test with the accessibility budget on every test: axe scans each distinct path once, when a test
 * leaves it with page.goto and at the end of the test, and the test fails listing the rule ids and targets.
 * A page state another test of the run has scanned already is not scanned again (cachedViolations).
 */
export const test = base.extend<{ accessibilityBudget: void; signIn: SignIn; signInInternally: SignIn; loggedInAs: string | undefined }, { portalPerFile: PortalPerFile }>({
  // `test.use({ loggedInAs: '1001_MGR' })`: the page is logged in as that demo user before the test starts, by the API
  // (signIn, or signInInternally for ADMIN1 and COACH1), each test a new session, as returning users (cookie question
  // answered, mobile confirmed). Only journeys about logging in use the screens (login, gates, account, internal-login).
  loggedInAs: [undefined, { option: true }],
  page: async ({ page, baseURL, loggedInAs }, use) => {
    if (loggedInAs !== undefined) await (INTERNAL_USERS.has(loggedInAs) ? signInInternally : signIn)(page, baseURL!, loggedInAs);
    await use(page);
  },
  // Declared here rather than in account-test.ts so every spec has the same worker fixtures: Playwright then runs any
  // test in any worker, where a second set would restart the worker (a new browser) at each switch and queue those
  // specs after all others. A worker starts a portal only when a test of a data-changing spec asks for one, one per
  // such spec file, kept till the worker ends, so what one file saves (an order) is never what another file's tests find.
  portalPerFile: [
    async ({}, use) => {
      const servers = new Map<string, Promise<PortalServer>>();
      await use({
        serverFor: (file) => {
          if (!servers.has(file)) servers.set(file, startPortalServer());
          return servers.get(file)!;
        },
      });
      await Promise.all([...servers.values()].map(async (server) => (await server.catch(() => undefined))?.stop()));
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  signIn: async ({ page, baseURL }, use) => use((username, options) => signIn(page, baseURL!, username, options)),
  signInInternally: async ({ page, baseURL }, use) => use((username, options) => signInInternally(page, baseURL!, username, options)),
  accessibilityBudget: [
    async ({ page }, use, testInfo) => {
      const scanned = new Set<string>();
      const failures: string[] = [];
      const scan = async () => {
        if (page.isClosed() || !page.url().startsWith('http')) return;
        const path = new URL(page.url()).pathname;
        if (scanned.has(path)) return;
        scanned.add(path);
        failures.push(...(await cachedViolations(page)).map((line) => `${path}: ${line}`));
      };
      const goto = page.goto.bind(page);
      page.goto = async (...args) => {
        await scan();
        return goto(...args);
      };
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return; // the test's own failure says more
      await scan();
      expect(failures, 'axe: serious or critical violations on pages of this journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
