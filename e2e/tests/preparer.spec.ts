import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import {
  adminHeaders,
  approvePreparer,
  fillAccountFields,
  newAccount,
  promoteToAgent,
  registerUser,
  signIn,
  verifyFromOutbox,
} from './support';

test('a tax preparer registers, waits for an administrator’s approval, then reaches the returns list', async ({
  page,
  request,
}) => {
  const account = newAccount('agent');
  await page.goto('/register');
  await page.getByRole('radio', { name: 'Tax Preparer' }).check();
  await fillAccountFields(page, account);
  await page.getByRole('textbox', { name: 'PTIN' }).fill('12345678');
  await page.getByRole('textbox', { name: 'Firm name' }).fill('Main Street Tax');
  await page.getByRole('textbox', { name: 'Firm address' }).fill('1 Main St, Sacramento, CA 95814');
  await page.getByRole('textbox', { name: 'Firm EIN' }).fill('12-3456789');
  await page.getByRole('textbox', { name: 'Phone' }).fill('(916) 555-0100');
  await page.getByRole('button', { name: 'Create account' }).click();
  await verifyFromOutbox(page, account.email);

  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Anyone can claim a PTIN: until an administrator approves, no one else's data is shown.
  await expect(
    page.getByText(/Your preparer account is waiting for an administrator's approval\./),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All Filed Tax Returns' })).toHaveCount(0);
  await approvePreparer(request, account.username);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'All Filed Tax Returns' })).toBeVisible();
  await page.getByRole('button', { name: /Account menu for .*Tax Preparer/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
});

test('a preparer without a profile is sent to setup, saves it and lands on the dashboard', async ({
  page,
  request,
}) => {
  // A filer an administrator promotes is a preparer without a profile (registered preparers give
  // theirs when they sign up, and other tests give the seeded administrator one).
  const account = newAccount('promoted');
  await registerUser(page, account);
  await promoteToAgent(request, account.username);
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/agent\/setup-profile$/);
  await expect(page.getByRole('heading', { name: 'Preparer Profile Setup' })).toBeVisible();

  // Other protected pages send the preparer back here until the profile exists.
  await page.goto('/my-forms');
  await expect(page).toHaveURL(/\/agent\/setup-profile$/);

  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('PTIN must be 8 digits.')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
  await expect(page.getByText('Firm name and address are required when not self-employed.')).toBeVisible();

  await page.getByRole('textbox', { name: 'PTIN' }).fill('87654321');
  await page.getByLabel('I am self-employed (no firm)').check();
  await expect(page.getByRole('textbox', { name: 'Firm name' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Firm EIN' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Phone' }).fill('555-010-0200');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Preparer profile saved successfully.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'All Filed Tax Returns' })).toBeVisible();
});

test('an administrator with a profile sees the Admin group and the admin menu entries', async ({
  page,
  request,
}) => {
  const profile = await request.post('/api/admin/preparer-profile', {
    headers: await adminHeaders(request),
    data: { ptin: '87654321', self_employed: true, phone: '555-010-0200' },
  });
  expect(profile.ok()).toBe(true);
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const sidebar = page.getByRole('navigation', { name: 'Tax Navigation' });
  await expect(sidebar.getByRole('link', { name: 'Manage Users' })).toBeVisible();
  await page.getByRole('button', { name: /Account menu for admin/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit Tax Brackets' })).toBeVisible();
});
