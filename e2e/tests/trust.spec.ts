import { expect, test, type Page } from '@playwright/test';
import { newAccount, registerUser, signIn } from './support';

/*
 * What was found when the product was tried from outside: the security headers, the review
 * before Submit, the layout at 1280 and 400 px, and leaving a form with unsaved changes.
 */
test.describe.configure({ mode: 'serial' });

const filer = newAccount('trust');
let id = '';

async function signInTo(page: Page) {
  await signIn(page, filer.username, filer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('the built app runs under its Content-Security-Policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  const res = await page.goto('/');
  const csp = res!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(res!.headers()['x-content-type-options']).toBe('nosniff');

  await registerUser(page, filer);
  await signInTo(page);
  await page.getByRole('button', { name: 'Start New Tax File' }).click();
  await expect(page).toHaveURL(/\/form1040\/\d+\/basic$/);
  id = /\/form1040\/(\d+)\//.exec(page.url())![1]!;
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect(violations).toEqual([]);
  // No source map is served.
  const scripts = await page.locator('script[src]').evaluateAll((s) => s.map((e) => e.getAttribute('src')));
  const map = await page.request.get(`${scripts[0]}.map`);
  expect(map.status()).toBe(404);
});

test('Submit opens the Review step; a missing SSN is an open check that links to Basic Info', async ({
  page,
}) => {
  await signInTo(page);
  const row = page.getByRole('row').filter({ has: page.locator(`a[href="/form1040/${id}"]`) });
  await row.getByRole('button', { name: 'Submit to IRS' }).click();
  await expect(page).toHaveURL(new RegExp(`/form1040/${id}/review$`));
  const checks = page.getByRole('region', { name: 'Open checks' });
  await expect(checks.getByText('Primary taxpayer SSN is missing.')).toBeVisible();
  // Unsigned: nothing can be submitted yet.
  await expect(page.getByRole('button', { name: 'Submit to IRS' })).toBeDisabled();
  await checks.getByRole('link', { name: 'Fix it' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/form1040/${id}/basic$`));
  await expect(page.getByRole('heading', { name: /Personal Info/i })).toBeVisible();
});

test('at 1280 px every row action is on screen; at 400 px the top-bar totals stay', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInTo(page);
  const row = page.getByRole('row').filter({ has: page.locator(`a[href="/form1040/${id}"]`) });
  for (const name of ['View summary', 'Download PDF', 'Submit to IRS', /More actions for/]) {
    const b = row.getByRole(name === 'View summary' ? 'link' : 'button', { name });
    await expect(b).toBeInViewport();
  }
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(1280);

  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto(`/form1040/${id}/income`);
  await expect(page.getByTestId('total-refund')).toBeVisible();
  await expect(page.getByTestId('total-owed')).toBeVisible();
});

test('leaving a form with unsaved changes asks first', async ({ page }) => {
  await signInTo(page);
  await page.goto(`/form1040/${id}/income`);
  await page.getByRole('textbox', { name: '2b Taxable interest' }).fill('250');
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const ask = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(ask.getByText('You have unsaved changes. Leave without saving?')).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(new RegExp(`/form1040/${id}/income$`));
  await expect(page.getByRole('textbox', { name: '2b Taxable interest' })).toHaveValue('250.00');
  // A reload gets the browser's own prompt.
  let prompted = false;
  page.once('dialog', (d) => {
    prompted = d.type() === 'beforeunload';
    void d.dismiss();
  });
  await page.reload({ timeout: 5_000 }).catch(() => undefined);
  expect(prompted).toBe(true);
});
