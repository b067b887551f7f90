import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousViolations,
  newAccount,
  newFilerWithW2,
  registerByApi,
  signIn,
  W2_52000,
} from './support';

// Issue 24 section 4: the product on a 390 px phone, and from the keyboard.
test.use({ viewport: { width: 390, height: 844 } });

const PERSON = { first_name: 'Ana', last_name: 'Lee', city: 'Fresno', state: 'CA', zip_code: '93650' };

/** No sideways page scroll, and the fixed top bar (which cannot widen the page) keeps the account menu on screen. */
async function expectFits(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, page.url()).toBeLessThanOrEqual(innerWidth);
  const account = await page.getByRole('button', { name: /^Account menu for / }).boundingBox();
  expect(account!.x + account!.width, page.url()).toBeLessThanOrEqual(innerWidth);
}

test('every kind of screen fits a 390 px phone without sideways scrolling', async ({ page }) => {
  test.setTimeout(120_000);
  const id = await newFilerWithW2(page, newAccount('phone'), PERSON, W2_52000);
  const int = await page.request.post(`/api/form1040/${id}/1099int`, {
    data: {
      payer_name: 'First Bank',
      recipient_name: 'Ana Lee',
      recipient_tin: '123456789',
      box1_interest_income: '120',
    },
  });
  expect(int.ok(), await int.text()).toBe(true);
  for (const [path, heading] of [
    ['/dashboard', 'My Tax Files'],
    [`/form1040/${id}`, 'Federal Summary'],
    [`/form1040/${id}/basic`, 'Personal Info'],
    [`/form1040/${id}/w2`, /W-2/],
    [`/form1040/${id}/1099-int`, 'Form 1099-INT'],
    [`/form1040/${id}/dependents`, 'Dependents'],
    [`/form1040/${id}/add-documents`, 'Add Supporting Documents'],
    [`/form1040/${id}/ca/540`, 'California Form 540'],
    [`/form1040/${id}/ca/schedule_ca`, 'Schedule CA (540)'],
    [`/form1040/${id}/1040x`, /1040-X/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectFits(page);
    // Tables that scroll sideways in their own box must stay usable (axe: scrollable regions).
    if (path.endsWith('/ca/schedule_ca') || path.endsWith('/1040x')) await expectNoSeriousViolations(page);
  }
  // The wizard's button is thumb-sized and as wide as the form.
  await page.goto(`/form1040/${id}/basic`);
  const save = await page.getByRole('button', { name: 'Save & Next' }).boundingBox();
  const form = await page.getByRole('heading', { name: 'Personal Info' }).boundingBox();
  expect(save!.height).toBeGreaterThanOrEqual(44);
  expect(save!.width).toBeGreaterThanOrEqual(form!.width - 1);
});

test('the document chooser’s California buttons open their screens and no label is cut off', async ({
  page,
}) => {
  const id = await newFilerWithW2(page, newAccount('chooser'), PERSON, W2_52000);
  const chooser = `/form1040/${id}/add-documents`;
  await page.goto(chooser);
  await expect(page.getByRole('heading', { name: 'Add Supporting Documents' })).toBeVisible();
  await expect(page.getByText(/Coming soon/)).toHaveCount(0);
  const cut = await page.evaluate(() =>
    Array.from(document.querySelectorAll('#main a .mantine-Button-label'))
      .filter((l) => l.scrollWidth > l.clientWidth)
      .map((l) => l.textContent),
  );
  expect(cut).toEqual([]);
  await expect(page.getByRole('link', { name: '1099-MISC (Schedule C)' })).toBeVisible();
  await expectNoSeriousViolations(page);

  for (const [button, path, heading] of [
    ['CA 540', 'ca/540', 'California Form 540'],
    ['CA 540NR', 'ca/540nr', 'California Form 540NR'],
    ['Schedule CA (540)', 'ca/schedule_ca', 'Schedule CA (540)'],
    ['CA Form 568', 'ca/568', 'California Form 568'],
  ] as const) {
    await page.goto(chooser);
    await page.getByRole('link', { name: button, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/form1040/${id}/${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  // From the keyboard alone: Tab reaches the button, which shows it has focus, and Enter opens it.
  await page.goto(chooser);
  await expect(page.getByRole('heading', { name: 'Add Supporting Documents' })).toBeVisible();
  const target = page.getByRole('link', { name: 'CA 540NR', exact: true });
  let reached = false;
  for (let i = 0; i < 80 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await target.evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);
  const outline = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/form1040/${id}/ca/540nr$`));
});

test('the user menu and Logout are on screen, in the top bar and in the navigation drawer', async ({
  page,
}) => {
  const account = newAccount('drawer');
  await newFilerWithW2(page, account, PERSON, W2_52000);
  await expectFits(page);

  // The top bar's account menu.
  await page.getByRole('button', { name: /^Account menu for / }).click();
  const item = page.getByRole('menuitem', { name: /Logout/ });
  await expect(item).toBeInViewport();
  await expect(item).toContainText('Sign out');
  await page.keyboard.press('Escape');

  // The drawer: the main links, the account and Logout.
  await page.getByRole('button', { name: 'Show tax navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tax Navigation' });
  await expect(drawer.getByRole('link', { name: 'Tax Bracket Calculator' })).toBeVisible();
  await expect(drawer.getByText(`Signed in as ${account.username}`)).toBeVisible();
  await expectNoSeriousViolations(page);
  const logout = drawer.getByRole('button', { name: /Logout/ });
  await logout.scrollIntoViewIfNeeded();
  await expect(logout).toBeInViewport();
  await logout.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a preparer waiting for approval keeps the top bar and can sign out', async ({ page }) => {
  const account = newAccount('waiting');
  await registerByApi(page.request, account, {
    role: 'agent',
    ptin: '12345678',
    self_employed: true,
    phone: '(916) 555-0100',
  });
  await signIn(page, account.username, account.password);
  await expect(
    page.getByText(/Your preparer account is waiting for an administrator's approval\./),
  ).toBeVisible();
  await expectFits(page);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: /^Account menu for .*Tax Preparer/ }).click();
  await page.getByRole('menuitem', { name: /Logout/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You have been signed out.')).toBeVisible();
});

test('typing in the state select chooses: "Cal" and Enter picks California, then "new y" and Enter New York', async ({
  page,
}) => {
  const id = await newFilerWithW2(page, newAccount('keys'), { ...PERSON, state: 'NV' }, W2_52000);
  await page.goto(`/form1040/${id}/basic`);
  const state = page.getByRole('textbox', { name: 'State' });
  await expect(state).toHaveValue('NV');
  await state.focus();
  // Typed as a person types, then Enter once the first match is highlighted (as a person sees it).
  const choose = async (typed: string, code: string) => {
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(typed);
    await expect(page.getByRole('option', { name: code, exact: true })).toHaveAttribute(
      'data-combobox-selected',
      'true',
    );
    await page.keyboard.press('Enter');
    await expect(state).toHaveValue(code);
  };
  await choose('Cal', 'CA');
  // A second choice from the keyboard replaces the first, also when the name has two words.
  await choose('new y', 'NY');
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByText('Basic info saved. Next: filing status.')).toBeVisible();
  const info = await page.request.get(`/api/form1040/${id}`);
  expect(((await info.json()) as { state: string }).state).toBe('NY');
});
