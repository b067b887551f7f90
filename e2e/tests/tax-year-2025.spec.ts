/**
 * Issue 25: a filer starts a 2025 return on the New Tax File screen, enters a W-2 with qualified
 * tips and overtime on its screen (the Schedule 1-A boxes a 2024 W-2 does not ask), reviews, signs,
 * submits and downloads the PDF.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { fillMoney, newAccount, registerUser, signIn } from './support';
import { signOnReviewPage, submitFromReviewPage } from './signing';

test('a 2025 return with tips and overtime: Schedule 1-A, review, sign, submit, PDF', async ({ page }) => {
  test.setTimeout(150_000);
  const me = newAccount('y2025');
  await registerUser(page, me);
  await signIn(page, me.username, me.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/form1040/new');
  await page.getByRole('combobox', { name: "New file's tax year" }).selectOption('2025');
  await page.getByRole('button', { name: 'Start New Tax File' }).click();
  await expect(page).toHaveURL(/\/form1040\/\d+\/basic$/);
  const id = /\/form1040\/(\d+)\//.exec(page.url())![1]!;
  const api = page.request;
  for (const [path, data] of [
    [
      'personal',
      {
        first_name: 'Tia',
        last_name: 'Server',
        ssn: '400012345',
        address: '9 Elm St',
        city: 'Peoria',
        state: 'IL',
        zip_code: '61602',
        presidential_fund: false,
      },
    ],
    ['filing-status', { filing_status: 'single' }],
    ['digital-assets', { digital_assets: false }],
  ] as const) {
    const r = await api.put(`/api/form1040/${id}/${path}`, { data });
    expect(r.ok(), `${path}: ${await r.text()}`).toBe(true);
  }

  // The W-2 screen of a 2025 return asks for the qualified tips and overtime.
  await page.goto(`/form1040/${id}/w2`);
  await page.getByRole('textbox', { name: 'Employer name' }).fill('Bistro LLC');
  await page.getByRole('textbox', { name: /Employer EIN/ }).fill('123456789');
  await page.getByRole('textbox', { name: /Employee SSN/ }).fill('400012345');
  await fillMoney(page, /Box 1 Wages/, '48000');
  await fillMoney(page, /Box 2 Federal income tax/, '4000');
  await fillMoney(page, /Box 7 Social security tips/, '6000');
  await fillMoney(page, /Qualified tips included in box 1/, '6000');
  await fillMoney(page, /Qualified overtime included in box 1/, '2000');
  await page.getByRole('button', { name: 'Save W-2' }).click();
  await expect(page.getByText('W-2 saved.')).toBeVisible();

  await page.goto(`/form1040/${id}/review`);
  await expect(page.getByRole('heading', { name: 'Review and sign', level: 1 })).toBeVisible();
  // Schedule 1-A: tips 6,000 + overtime 2,000 = 8,000 (MAGI 48,000, no phase-out) → line 13b.
  // Line 14 = 15,750 (2025 standard deduction, single) + 8,000 = 23,750; taxable 48,000 − 23,750
  // = 24,250. 2025 Tax Table row 24,250-24,300 at its midpoint 24,275: 11,925 × 10% = 1,192.50,
  // (24,275 − 11,925) × 12% = 1,482.00; 2,674.50 → 2,675. Refund 4,000 − 2,675 = 1,325.
  await expect(page.getByRole('row', { name: /Form 1040 line 13b/ })).toContainText('$8,000.00');
  await expect(page.getByTestId('review-amount')).toHaveText('$1,325.00');
  await signOnReviewPage(page);
  await submitFromReviewPage(page);
  await expect(page.getByText(/^IRS Response: Accepted - /)).toBeVisible();

  await page.goto(`/form1040/${id}/download`);
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Form 1040 (PDF)' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toContain('2025');
  expect(
    fs
      .readFileSync((await pdf.path())!)
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');

  // The dashboard lists the return under its year.
  await page.goto('/dashboard');
  await expect(page.getByRole('row', { name: /2025/ }).first()).toBeVisible();
});
