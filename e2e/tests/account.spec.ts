import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, readMail, registerUser, signIn } from './support';

test('a new filer registers, verifies, signs in, uses the shell and signs out', async ({ page }) => {
  const account = newAccount('filer');
  await registerUser(page, account);

  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Tax Files' })).toBeVisible();
  // The session is the httpOnly cookie: no script can read it, and no token is kept in storage.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => document.cookie)).not.toContain('session=');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'session')?.httpOnly).toBe(true);
  expect(await page.evaluate(() => sessionStorage.getItem('role'))).toBe('user');

  // The shell: top bar, sidebar without an open file, and the user menu.
  const sidebar = page.getByRole('navigation', { name: 'Tax Navigation' });
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByText('No active tax file.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tax Bracket Calculator' })).toBeVisible();
  await expect(page.getByText('Total Refund')).toHaveCount(0);

  await page.getByRole('button', { name: 'Hide tax navigation' }).click();
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Show tax navigation' }).click();
  await expect(sidebar).toBeVisible();

  // The theme choice survives a reload.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByRole('button', { name: /Account menu for .*Individual Filer/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Manage Users' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The server forgot the session too.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please log in.')).toBeVisible();
});

test('an open tax file shows the sidebar groups and the running totals', async ({ page }) => {
  const account = newAccount('opener');
  await registerUser(page, account);
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/form1040/1/income');
  await expect(page.getByRole('heading', { name: 'Income' })).toBeVisible();
  await expect(page.getByText('Total Refund')).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Tax Navigation' });
  await sidebar.getByRole('button', { name: 'Federal' }).click();
  await expect(sidebar.getByRole('link', { name: 'W-2' })).toBeHidden();
  await page.reload();
  await expect(sidebar.getByRole('button', { name: 'Federal' })).toHaveAttribute('aria-expanded', 'false');
  await sidebar.getByRole('button', { name: 'California' }).click();
  await expect(sidebar.getByRole('link', { name: 'CA-540 Resident' })).toBeHidden();
  await sidebar.getByRole('button', { name: 'California' }).click();
  await sidebar.getByRole('link', { name: 'CA-540 Resident' }).click();
  await expect(page).toHaveURL(/\/form1040\/1\/ca\/540$/);
  await expect(page.getByRole('heading', { name: 'California Form 540' })).toBeVisible();
});

test('on a small screen the sidebar is a drawer closed by Escape or the backdrop', async ({ page }) => {
  const account = newAccount('mobile');
  await registerUser(page, account);
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const drawer = page.getByRole('dialog', { name: 'Tax Navigation' });
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Show tax navigation' }).click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('No active tax file.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Show tax navigation' }).click();
  await expect(drawer).toBeVisible();
  // A click beside the 280 px drawer lands on the backdrop.
  await page.mouse.click(700, 450);
  await expect(drawer).toBeHidden();
});

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  const account = newAccount('forgot');
  await registerUser(page, account);

  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/a reset link has been sent/)).toBeVisible();

  const [link] = await readMail(account.email, /https?:\/\/\S*\/reset-password\/[\w-]+/);
  await page.goto(new URL(link).pathname);
  await page.getByLabel(/^New password/).fill('Newer-pass-456');
  await page.getByLabel(/^Confirm new password/).fill('Newer-pass-999');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel(/^Confirm new password/).fill('Newer-pass-456');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(/Redirecting to sign in/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  await signIn(page, account.username, 'Newer-pass-456');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the forgot-username page answers with the neutral message', async ({ page }) => {
  await page.goto('/forgot-username');
  await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send my username' }).click();
  await expect(page.getByText(/your username has been sent/)).toBeVisible();
});
