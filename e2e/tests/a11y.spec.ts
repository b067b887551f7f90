import { expect, test } from '@playwright/test';
import {
  expectNoSeriousViolations,
  fillAccountFields,
  newAccount,
  newFilerWithW2,
  registerUser,
  signIn,
  W2_52000,
} from './support';
import { signReturnByApi } from './signing';

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

/*
 * The screens issue 24 added, on a tablet (768 px) and a phone (390 px): the checklist, Form 2441
 * with a provider open, Review with its Sign form, the downloads screen, and the 1040-X's Review
 * once the return is accepted and amended.
 */
test('the guided path, review, downloads and 1040-X screens are accessible at 768 and 390 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = await newFilerWithW2(
    page,
    newAccount('axepath'),
    { first_name: 'Amy', last_name: 'Axe', city: 'Springfield', state: 'IL', zip_code: '62701' },
    { ...W2_52000, employee_ssn: '123456789' },
  );
  const api = page.request;
  expect(
    (await api.put(`/api/form1040/${id}/digital-assets`, { data: { digital_assets: false } })).ok(),
  ).toBe(true);
  const widths = [768, 390];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/form1040/${id}/checklist`);
    await expect(page.getByRole('heading', { name: /^What happened in \d{4}\?$/ })).toBeVisible();
    await page.getByRole('checkbox', { name: /^A job/ }).check();
    await expectNoSeriousViolations(page);

    await page.goto(`/form1040/${id}/f2441`);
    await page.getByRole('button', { name: 'Add a care provider' }).click();
    await expect(page.getByRole('group', { name: 'Care provider 1' })).toBeVisible();
    // Its parts are headed one level under the page's title (axe: heading-order, a moderate finding).
    await expect(page.getByRole('heading', { name: 'Care providers (Part I)', level: 2 })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto(`/form1040/${id}/review`);
    await expect(page.getByRole('heading', { name: 'Review and sign', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sign' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto(`/form1040/${id}/download`);
    await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  }

  await signReturnByApi(api, id);
  const submitted = await api.post(`/api/form1040/submit/${id}`);
  expect(((await submitted.json()) as { status: string }).status).toBe('Accepted');
  const x = await api.post('/api/form1040x', { data: { form1040_id: Number(id), tax_year: 2024 } });
  const { id: xId } = (await x.json()) as { id: number };
  const saved = await api.put(`/api/form1040x/${xId}`, {
    data: { tax_year: 2024, explanation: 'Forgot a W-2 withholding correction.' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/form1040/${id}/1040x/review`);
    await expect(
      page.getByRole('heading', { name: 'Review and sign the Form 1040-X', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sign' })).toBeVisible();
    await expectNoSeriousViolations(page);
  }
});
