import { expect, test } from './support/test';
import { DEMO_PASSWORD, loginAs, logOut } from './support/login';

test.describe('login', () => {
  test('1001_MGR logs in and lands in the shell, read by the spec path /agencies/{agency}/users/{username} (not /me); the token is kept out of script-readable storage; a reload keeps the session', async ({ page, context }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if ((path.startsWith('/api/api-retail/v2/') && path.includes('users')) || path.endsWith('/me')) reads.push(`${request.method()} ${path}`);
    });
    await loginAs(page, '1001_mgr');
    await expect(page.getByRole('heading', { name: /^Välkommen, / })).toBeVisible();
    await expect.poll(() => reads).toContain('GET /api/api-retail/v2/agencies/1001/users/1001_MGR');
    expect(reads.filter((r) => r.endsWith('/me'))).toEqual([]);

    const cookies = await context.cookies();
    const refresh = cookies.find((cookie) => cookie.name === 'portal-rt');
    expect(refresh?.httpOnly).toBe(true);
    expect(refresh?.sameSite).toBe('Strict');
    expect(refresh?.path).toBe('/tokenhandler');
    const scriptVisible = await page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }));
    expect(scriptVisible.cookie).not.toContain('portal-rt');
    expect(scriptVisible.local).not.toMatch(/eyJ/);
    expect(scriptVisible.session).not.toMatch(/eyJ/);

    // A reload keeps the session through the token handler.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Meny' })).toBeVisible();
  });

  test('a wrong password shows the exact Swedish text', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Användarnamn').fill('1001_SALJ');
    await page.getByLabel('Lösenord', { exact: true }).fill('Fel1234ABC');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Inloggningen misslyckades. Var snäll och kontrollera ditt användarnamn och lösenord.',
    );
    await expect(page.getByRole('button', { name: 'Logga in' })).toBeEnabled();
  });

  test('empty fields show the required text and send nothing', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByText('Måste fyllas i')).toHaveCount(2);
  });

  test('logout returns to the login screen and the session is gone after a reload', async ({ page }) => {
    await loginAs(page, '1001_EKO');
    await logOut(page);
    await expect(page.getByLabel('Användarnamn')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Användarnamn')).toBeVisible();
  });

  test('a logged-out user at another path is sent to the login screen at /', async ({ page }) => {
    await page.goto('/ekonomirapporter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('Användarnamn')).toBeVisible();
  });

  test('an unknown path shows the not-found text', async ({ page, signIn }) => {
    await signIn('1001_MGR');
    await page.goto('/finns-inte/alls');
    await expect(
      page.getByText('Hoppsan, nu gick något fel. Klicka här för att komma till startsidan. Om problemet kvarstår kontakta kundservice.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Klicka här' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('inputs are 180 px wide on a 768 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/');
    const box = await page.getByLabel('Användarnamn').locator('xpath=ancestor::div[contains(@class,"MuiTextField-root")][1]').boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(180);
  });

  test('the race-event logo shows during the race window', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2024-05-10T10:00:00+02:00'));
    await page.goto('/');
    await expect(page.getByRole('img', { name: 'Ombudsportalen – Derbyveckan' }).first()).toBeVisible();
  });

  // As a React.lazy page inside Suspense the screen was a Suspense retry, which React holds on a timer until 300 ms after
  // its loader appeared: the form came ~0.3 s after its code (src/app/lazy-pages.tsx). The page's clock stands still here.
  test('the login screen shows once its code is in, with no timer of the page run', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-02T09:00:00+01:00') });
    await page.clock.pauseAt(new Date('2026-11-02T09:00:01+01:00'));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
    await expect(page.getByLabel('Användarnamn')).toBeVisible();
    await page.clock.resume(); // axe's scan at the test's end runs on timers
  });

  test('the internal pop-up is required for ADMIN1 at the normal login', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Användarnamn').fill('ADMIN1');
    await page.getByLabel('Lösenord', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Inloggningen misslyckades. Var snäll och kontakta support. Interna användare loggar in via /internal.',
    );
  });
});

test('a cold page load asks the token handler without an error in the console (no session = 204); the login screen shows the version and the five footer notices', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const probe = page.waitForResponse((response) => response.url().endsWith('/tokenhandler/v1/access-token'));
  await page.goto('/');
  expect((await probe).status()).toBe(204);
  await expect(page.getByLabel('Användarnamn')).toBeVisible();
  await expect(page.getByText(/^Version \d+\.\d+\.\d+/)).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/Svenska Ombudsspel AB$/)).toBeVisible();
  await expect(footer.getByText(/Spelinspektionen är licensgivande myndighet/)).toBeVisible();
  await expect(footer.getByText(/1 januari 2024 – 31 december 2028/)).toBeVisible();
  await expect(footer.getByText(/Spel kan vara beroendeframkallande/)).toBeVisible();
  await expect(footer.getByText(/registrerade varumärken/)).toBeVisible();
  expect(problems).toEqual([]);
});
