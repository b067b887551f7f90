import { expect, test } from '@playwright/test';

test('the landing page offers sign-in and registration', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const feature of ['Secure filing', 'Easy form management', '1099-NEC support']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Create an Account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('Oops! Page not found.')).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a protected page sends a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/form1040/list');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please log in.')).toBeVisible();
});

test('the sign-in form shows the validation messages and the server refusal', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('ab');
  await page.getByLabel(/^Password/).fill('123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Username must be at least 3 characters.')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Username' }).fill('nosuchuser');
  await page.getByLabel(/^Password/).fill('whatever-123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /invalid|failed/i })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the registration form shows the validation messages, preparer fields included', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('radio', { name: 'Tax Preparer' }).check();
  await page.getByRole('textbox', { name: 'Username' }).fill('a b');
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByLabel(/^Password/).fill('short');
  await page.getByRole('textbox', { name: 'PTIN' }).fill('12');
  await page.getByRole('textbox', { name: 'Firm EIN' }).fill('99');
  await page.getByRole('button', { name: 'Create account' }).click();
  for (const text of [
    'Username must be at least 3 characters and contain no spaces.',
    'Please enter a valid email address.',
    'Password must be at least 8 characters and include letters and numbers.',
    'PTIN must be 8 digits.',
    'Firm EIN must be 9 digits (format: XX-XXXXXXX).',
    'Firm name and address are required when not self-employed.',
    'Please enter a valid phone number.',
    'You must agree to the terms.',
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
