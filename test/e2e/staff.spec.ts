import type { Locator, Page } from '@playwright/test';
import { expect, pinBrowserDay, test } from './support/account-test';
import { panelOpened } from './support/accordion';
import { DEMO_DAY } from './support/demo-day';
import { logOut, submitLogin } from './support/login';

// The staff page /personal (spec part 2 §2 "Staff list", §4, §6, §8) against the worker's own portal server, because the
// journeys add, change and delete staff. The tests of this file run in order on that server.
test.describe.configure({ mode: 'serial' });

const SEED_DAY = DEMO_DAY;
 // the demo data's day (PORTAL_FIXED_DATE): the education states below hold on it
const card = (page: Page, username: string): Locator => page.getByTestId(`staff-${username}`);
const cardNames = (page: Page) => page.locator('[data-username]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-username')));

async function openStaff(page: Page, signIn: (username: string) => Promise<void>, username: string): Promise<void> {
  await pinBrowserDay(page, SEED_DAY);
  await signIn(username);
  await page.goto('/personal');
  // The staff page's first load (staff, education, agency) on PostgreSQL beside two other workers took over the 7 s
  // default in npm run test:e2e:pg; this waits for the page's own heading, it times nothing.
  await expect(page.getByRole('heading', { level: 2, name: 'Butikspersonal' })).toBeVisible({ timeout: 20_000 });
}

async function expand(page: Page, username: string): Promise<Locator> {
  const target = card(page, username);
  await target.getByRole('button').first().click();
  await panelOpened(target);
  await expect(target.getByText('Användarnamn', { exact: true })).toBeVisible();
  return target;
}

test('1001_MGR: managers first, then last and first name in Swedish order; filters; education per person', async ({ page, signIn }) => {
  await openStaff(page, signIn, '1001_MGR');
  await expect(card(page, '1001_MGR')).toBeVisible();
  expect(await cardNames(page)).toEqual([
    '1001_MGR', '1001_DAVID', '1001_PLUS', '1001_GDPR', '1001_NYTT', '1001_EKO', '1001_EMMA', '1001_BJORN', '1001_CECILIA',
    '1001_SALJ', '1001_MOBIL', '1001_ANNA',
  ]);
  await page.getByRole('radio', { name: 'Ekonomi' }).check();
  expect(await cardNames(page)).toEqual(['1001_EKO', '1001_CECILIA']);
  await page.getByRole('radio', { name: 'Spelansvarig' }).check();
  expect(await cardNames(page)).toEqual(['1001_MGR']);
  await page.getByRole('radio', { name: 'Utökad' }).check();
  expect(await cardNames(page)).toEqual(['1001_PLUS', '1001_BJORN']);
  await page.getByRole('radio', { name: 'Standard' }).check();
  expect(await cardNames(page)).toHaveLength(7);
  await page.getByRole('radio', { name: 'Visa alla' }).check();

  // §4: the states with their colours ("Utbildning saknas", a person with no course at all, has no seeded example); none for EKONOMI.
  const chip = (username: string) => card(page, username).locator('[data-state]').first();
  await expect(chip('1001_MGR')).toHaveText('Utbildning går ut 2026-11-22');
  await expect(chip('1001_MGR')).toHaveAttribute('data-color', 'yellow');
  await expect(chip('1001_SALJ')).toHaveText('Ej påbörjad'); // as on the seller's own page (issue 37 item 11)
  await expect(chip('1001_SALJ')).toHaveAttribute('data-color', 'red');
  await expect(chip('1001_EMMA')).toHaveText('Ej påbörjad');
  await expect(chip('1001_ANNA')).toHaveText('46 %');
  await expect(chip('1001_ANNA')).toHaveAttribute('data-color', 'yellow');
  await expect(chip('1001_BJORN')).toHaveText('Löpt ut');
  await expect(chip('1001_SALJ')).toHaveAttribute('data-color', 'red');
  await expect(chip('1001_MOBIL')).toHaveText('2027-04-01');
  await expect(chip('1001_MOBIL')).toHaveAttribute('data-color', 'green');
  await expect(card(page, '1001_EKO').locator('[data-state]')).toHaveCount(0);

  // The card: username, name, alias or "Ej definierat", role label, lock icon with its tooltip, forced-change notice; no mobile.
  const eko = await expand(page, '1001_EKO');
  await expect(eko.getByText('Ej definierat')).toBeVisible();
  await expect(eko.getByText('Mobilnummer')).toHaveCount(0);
  const david = card(page, '1001_DAVID');
  await david.getByTestId('locked-icon').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Låst användare. Skapa ett engångslösenord för att låsa upp.');
  const emma = await expand(page, '1001_EMMA');
  await expect(emma.getByText('Denna användare har ett engångslösenord vilket behöver bytas vid nästa inloggning.')).toBeVisible();
  await expect(emma.getByRole('listitem')).toHaveCount(3);
});

test('1001_MGR adds a seller through the lookup: found (names locked), protected identity (typed), already registered, not found', async ({ page, signIn }) => {
  await openStaff(page, signIn, '1001_MGR');
  const addSeller = async (ssn: string) => {
    await page.getByRole('button', { name: 'Lägg till säljare' }).click();
    const panel = page.getByTestId('add-seller');
    await panel.getByLabel('Personnummer').fill(ssn);
    await panel.getByRole('button', { name: 'Sök' }).click();
    return panel;
  };
  // Found: the names show as text (no input), the focus moves on to the one-time password; the button reads "Lägg till".
  let panel = await addSeller('199005141230');
  await expect(panel.getByLabel('Förnamn')).toHaveText('Lena');
  await expect(panel.getByLabel('Efternamn')).toHaveText('Åström');
  await expect(panel.getByRole('textbox', { name: 'Förnamn' })).toHaveCount(0);
  await expect(panel.getByLabel(/^Engångslösenord/)).toBeFocused();
  await panel.getByLabel(/^Engångslösenord/).fill('KaFfe7Torn');
  await panel.getByLabel('Upprepa engångslösenord').fill('KaFfe7Tor');
  await panel.getByRole('button', { name: 'Lägg till' }).click();
  await expect(panel.getByText('Måste vara samma som föregående fält.')).toBeVisible();
  await panel.getByLabel('Upprepa engångslösenord').fill('KaFfe7Torn');
  await panel.getByRole('button', { name: 'Lägg till' }).click();
  await expect(page.getByText('Ny användare har sparats. Användarnamnet är 1001_LENA.')).toBeVisible();
  await expect(card(page, '1001_LENA')).toContainText('Lena Åström');

  // A protected identity: 403 from the lookup, names typed by hand.
  panel = await addSeller('198812122227');
  await expect(panel.getByLabel('Förnamn')).toHaveValue('');
  await expect(panel.getByLabel('Förnamn')).not.toHaveAttribute('readonly', '');
  await panel.getByLabel('Förnamn').fill('Maja');
  await panel.getByLabel('Efternamn').fill('Ek');
  await panel.getByLabel(/^Engångslösenord/).fill('TeKanna8Lo');
  await panel.getByLabel('Upprepa engångslösenord').fill('TeKanna8Lo');
  await panel.getByRole('button', { name: 'Lägg till' }).click();
  await expect(card(page, '1001_MAJA')).toBeVisible();

  // Already on the staff: 409 at the lookup, before a one-time password is chosen (issue 37).
  panel = await addSeller('199901023623');
  await expect(panel.getByText('Personen finns redan registrerad på ditt ombud')).toBeVisible();
  await expect(panel.getByLabel(/^Engångslösenord/)).toHaveCount(0);
  await panel.getByRole('button', { name: 'Avbryt' }).click();

  // Not in the register: the §8 lookup text.
  panel = await addSeller('196001019998');
  await expect(panel.getByText('Vänligen kontrollera att du skrivit in korrekt personnummer och försök igen. Om felet kvarstår kontakta kundservice.')).toBeVisible();
  // Expanding a card closes the add form.
  await expand(page, '1001_SALJ');
  await expect(page.getByTestId('add-seller')).toHaveCount(0);
});

test('1001_MGR adds an economy user, edits a card, extends a seller and deletes with confirmation', async ({ page, signIn }) => {
  await openStaff(page, signIn, '1001_MGR');
  await page.getByRole('button', { name: 'Lägg till ekonomibehörig' }).click();
  const panel = page.getByTestId('add-economy');
  await panel.getByLabel('Personnummer').fill('197803024566');
  await panel.getByLabel('Förnamn').fill('Kjell');
  await panel.getByLabel('Efternamn').fill('Nordin');
  await panel.getByLabel(/^Engångslösenord/).fill('Kjell');
  await panel.getByLabel('Upprepa engångslösenord').fill('Kjell');
  await panel.getByRole('button', { name: 'Lägg till' }).click();
  await expect(panel.getByText('Lösenordet måste ha 8–12 tecken, minst två versaler och minst en siffra.')).toBeVisible();
  await panel.getByLabel(/^Engångslösenord/).fill('PaRis9Vint');
  await panel.getByLabel('Upprepa engångslösenord').fill('PaRis9Vint');
  await panel.getByRole('button', { name: 'Lägg till' }).click();
  await expect(page.getByText('Ny användare har sparats')).toBeVisible();
  await expect(card(page, '1001_KJELL')).toContainText('Ekonomi');

  // Ändra / Avbryt / Spara on a seller: the receipt name.
  let saljCard = await expand(page, '1001_SALJ');
  await saljCard.getByRole('button', { name: 'Ändra' }).click();
  await saljCard.getByLabel('Namn på kundkvitto').fill('Elin på kvittot');
  await saljCard.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Dina ändringar har sparats.')).toBeVisible();
  saljCard = await expand(page, '1001_SALJ');
  await expect(saljCard.getByText('Elin på kvittot')).toBeVisible();

  // Extended permission: Standard → Utökad.
  await saljCard.getByRole('button', { name: 'Ändra' }).click();
  await saljCard.getByLabel('Utökad behörighet').check();
  await saljCard.getByRole('button', { name: 'Spara' }).click();
  // The message stays from the first save (until the next add or save): the card's own role says this one landed.
  await expect(page.getByText('Dina ändringar har sparats.')).toBeVisible();
  await expect(card(page, '1001_SALJ')).toContainText('Utökad');
  await page.getByRole('radio', { name: 'Utökad' }).check();
  await expect.poll(() => cardNames(page)).toEqual(['1001_PLUS', '1001_BJORN', '1001_SALJ']);
  await page.getByRole('radio', { name: 'Visa alla' }).check();

  // Delete: "BEKRÄFTA BORTTAGNING" with Avbryt and Ja.
  const cecilia = await expand(page, '1001_CECILIA');
  await cecilia.getByRole('button', { name: 'Ta bort' }).click();
  await expect(cecilia.getByText('BEKRÄFTA BORTTAGNING')).toBeVisible();
  await expect(cecilia.getByRole('alertdialog', { name: 'BEKRÄFTA BORTTAGNING' })).toHaveAccessibleDescription(/^Vill du ta bort .+ \(1001_CECILIA\)\?$/);
  await cecilia.getByRole('button', { name: 'Avbryt' }).click();
  await expect(cecilia.getByText('BEKRÄFTA BORTTAGNING')).toHaveCount(0);
  await cecilia.getByRole('button', { name: 'Ta bort' }).click();
  await cecilia.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByText('Användaren har tagits bort.')).toBeVisible();
  await expect(card(page, '1001_CECILIA')).toHaveCount(0);
});

test('1001_MGR sets a one-time password on the locked 1001_DAVID, who then logs in and must change it', async ({ page, signIn }) => {
  await openStaff(page, signIn, '1001_MGR');
  const david = await expand(page, '1001_DAVID');
  await david.getByRole('button', { name: 'Engångslösenord', exact: true }).click();
  await david.getByLabel(/^Engångslösenord/).fill('SoMmar5Hav');
  await david.getByLabel('Upprepa engångslösenord').fill('SoMmar5Hav');
  await david.getByRole('button', { name: 'Spara engångslösenord' }).click();
  await expect(page.getByText('Användaren har fått ett tillfälligt lösenord att använda vid nästa inloggning.')).toBeVisible();
  await expect(card(page, '1001_DAVID').getByTestId('locked-icon')).toHaveCount(0);
  await logOut(page);
  await submitLogin(page, '1001_DAVID', { password: 'SoMmar5Hav' });
  await expect(page.getByText('Du har ett engångslösenord, och måste byta.')).toBeVisible();
  await expect(page).toHaveURL(/\/losenord$/);
});

test('1001_PLUS: the card actions follow the SALJPLUS rules', async ({ page, signIn }) => {
  await openStaff(page, signIn, '1001_PLUS');
  const buttons = async (username: string) => {
    const target = await expand(page, username);
    const names = await target.getByRole('button').allTextContents();
    return ['Ändra', 'Engångslösenord', 'Ta bort'].filter((name) => names.includes(name));
  };
  expect(await buttons('1001_MGR')).toEqual([]);
  expect(await buttons('1001_PLUS')).toEqual(['Ändra']);
  expect(await buttons('1001_BJORN')).toEqual(['Engångslösenord']);
  expect(await buttons('1001_NYTT')).toEqual(['Ändra', 'Engångslösenord', 'Ta bort']);
  expect(await buttons('1001_EKO')).toEqual(['Ändra', 'Engångslösenord', 'Ta bort']);
  // No extended-permission checkbox for SALJPLUS.
  const nytt = await expand(page, '1001_NYTT');
  await nytt.getByRole('button', { name: 'Ändra' }).click();
  await expect(nytt.getByLabel('Namn på kundkvitto')).toBeVisible();
  await expect(nytt.getByLabel('Utökad behörighet')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Lägg till säljare' })).toBeVisible();
});

// Issue 23, item 12, "the click is not lost": a click fires on a button only when the pointer goes down and up on it. A
// card's course details arrive after it opened (here held until the pointer is down on "Ändra"); they render below the
// actions, so the release still lands on the button. Before, the list grew above it and the click was lost (this spec's
// PLUS test failed so once in a loaded CI run).
test('1001_PLUS presses "Ändra" while the course details arrive: the click opens the edit form (issue 23, item 12)', async ({ page, signIn }) => {
  let sendCourses!: () => void;
  const coursesMayGo = new Promise<void>((resolve) => {
    sendCourses = resolve;
  });
  await page.route('**/education/details', async (route) => {
    await coursesMayGo;
    await route.continue();
  });
  await openStaff(page, signIn, '1001_PLUS');
  const nytt = await expand(page, '1001_NYTT');
  const edit = nytt.getByRole('button', { name: 'Ändra' });
  await edit.scrollIntoViewIfNeeded();
  const box = (await edit.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  sendCourses();
  await expect(nytt.getByRole('listitem')).toHaveCount(3);
  await page.mouse.up();
  await expect(nytt.getByLabel('Namn på kundkvitto')).toBeVisible();
});

// The same lost click's other cause: a control reached while its card still opens (a press, a focus, a scroll to it)
// scrolled the growing panel itself, and its content slid back down as it grew. The panel is clipped, not scrolled.
test('1001_PLUS: "Ändra" reached while its card opens stays where it is as the card finishes opening', async ({ page, signIn }) => {
  await openStaff(page, signIn, '1001_PLUS');
  const nytt = card(page, '1001_NYTT');
  await nytt.getByRole('button').first().click();
  const edit = nytt.getByRole('button', { name: 'Ändra' });
  await edit.evaluate((button) => button.scrollIntoView({ block: 'nearest' }));
  const reached = (await edit.boundingBox())!;
  await panelOpened(nytt);
  expect((await edit.boundingBox())!.y).toBe(reached.y);
});

test('ADMIN1 acting for 1001 sees the mobile numbers and no add buttons', async ({ page, signInInternally }) => {
  await pinBrowserDay(page, SEED_DAY);
  await signInInternally('ADMIN1');
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Välj ombudsnummer' });
  await dialog.getByRole('combobox', { name: /Ombudsnummer/ }).fill('1001');
  await page.getByRole('option', { name: '1001 Kioskkompaniet Drottninggatan' }).click();
  await dialog.getByRole('button', { name: 'Skicka' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/personal');
  await expect(page.getByRole('heading', { level: 2, name: 'Butikspersonal' })).toBeVisible();
  const anna = await expand(page, '1001_ANNA');
  await expect(anna.getByText('Mobilnummer')).toBeVisible();
  await expect(anna.getByText('+46731001011')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lägg till säljare' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Lägg till ekonomibehörig' })).toHaveCount(0);
  await anna.getByRole('button', { name: 'Ändra' }).click();
  await expect(anna.getByLabel('Mobilnummer')).toHaveValue('+46731001011');
});

test('2002_MGR (digital shop): "Lägg till spellägggare", no education status', async ({ page, signIn }) => {
  await openStaff(page, signIn, '2002_MGR');
  await expect(page.getByRole('button', { name: 'Lägg till spellägggare' })).toBeVisible();
  await expect(card(page, '2002_MIKAEL').getByTestId('locked-icon')).toBeVisible();
  await expect(page.locator('[data-state]')).toHaveCount(0);
  expect(await cardNames(page)).toHaveLength(8);
});


test('a user locked by five wrong passwords shows the lock icon and its tooltip (issue 23, item 11)', async ({ page, signIn }) => {
  // Four failures, and the fifth locks (it says so at once); any other answer (a 429, say) would not count.
  for (let attempt = 1; attempt <= 5; attempt++) {
    await submitLogin(page, '1001_MOBIL', { password: 'Fel12345AB' });
    await expect(page.getByRole('alert')).toHaveText(attempt < 5
      ? 'Inloggningen misslyckades. Var snäll och kontrollera ditt användarnamn och lösenord.'
      : 'Inloggningen misslyckades. Var snäll och kontakta support. Kontot är låst. Be din butiksansvarige om ett engångslösenord.');
  }
  await openStaff(page, signIn, '1001_MGR');
  const mobil = card(page, '1001_MOBIL');
  await mobil.getByTestId('locked-icon').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Låst användare. Skapa ett engångslösenord för att låsa upp.');
});
