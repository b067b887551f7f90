import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, fillAccountFields, newAccount, registerUser, signIn } from './support';

for (const [name, path, heading] of [
  ['landing', '/', /Prepare your .* tax return with confidence/],
  ['login', '/login', 'Sign in'],
  ['register', '/register', 'Create an account'],
  ['forgot password', '/forgot-password', 'Forgot password'],
  ['404', '/missing-page', '404'],
] as const) {
  test(`the ${name} page has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('the register page with preparer fields and errors shown stays accessible', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('radio', { name: 'Tax Preparer' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('PTIN must be 8 digits.')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the signed-in shell is accessible in both themes', async ({ page }) => {
  const account = newAccount('axe');
  await registerUser(page, account);
  await signIn(page, account.username, account.password);
  // Sign-in finishes on the dashboard; only then does the session cookie exist for the API call.
  await expect(page).toHaveURL(/\/dashboard$/);
  const created = await page.request.post('/api/form1040', { data: {} });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/form1040/${id}/income`);
  await expect(page.getByRole('heading', { name: 'Income' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoSeriousViolations(page);
});

test('the verification modal is accessible', async ({ page }) => {
  await page.goto('/register');
  await fillAccountFields(page, newAccount('modal'));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
  await expectNoSeriousViolations(page);
});
