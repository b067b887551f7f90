import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, registerUser, signIn, startReturnWithW2 } from './support';

/*
 * The California schedules driven as a filer would: Schedule CA (540) created on the first visit,
 * auto-filled from the federal return, a column B amount saved with the server's totals; Form 568
 * with its income and payments, lines 7 and 21, Schedule L saved balanced; the combined California
 * PDF from the downloads page. Each screen gets an accessibility scan.
 */
test.describe.configure({ mode: 'serial' });

const filer = newAccount('casched');
let id = '';
const box = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });

async function signInAsFiler(page: Page) {
  await signIn(page, filer.username, filer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('Schedule CA (540): created on first load, auto-filled, a subtraction saved with new totals', async ({
  page,
}) => {
  await registerUser(page, filer);
  await signInAsFiler(page);
  id = await startReturnWithW2(
    page,
    { first_name: 'Cam', last_name: 'Reyes', city: 'Sacramento', state: 'CA', zip_code: '95814' },
    { employer_name: 'Acme Corp', wages: '52000', federal_income_tax: '5000' },
  );
  const api = page.request;

  await page.goto(`/form1040/${id}/ca/schedule_ca`);
  await expect(page.getByRole('heading', { name: 'Schedule CA (540)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save & Recalculate' })).toBeVisible();
  // The first visit created it: the server now answers the record itself.
  const created = await api.get(`/api/form1040/${id}/ca/schedule_ca?tax_year=2024`);
  expect(created.status()).toBe(200);

  await page.getByRole('button', { name: 'Auto-fill from Federal' }).click();
  await expect(
    page.getByText(/Auto-filled from Federal \(using 2024\)\. Review columns B and C/),
  ).toBeVisible();
  // Line 1a column A is the W-2's box 1: 52,000.
  await expect(box(page, 'Line 1a Column A (federal)')).toHaveValue('52000.00');
  await expectNoSeriousViolations(page);

  const partI = page.getByTestId('ca-total-part_i');
  await box(page, 'Line 1a Column B (subtractions)').fill('2,000');
  await expect(box(page, 'Line 1a Column B (subtractions)')).toHaveValue('2000');
  await page.getByRole('button', { name: 'Save & Recalculate' }).click();
  await expect(page.getByText('Saved & recalculated totals')).toBeVisible();
  // Part I column B (line 27): 2,000 on line 1a (1z, 10) less 0 of Section C adjustments = 2,000.
  await expect(partI).toContainText('$2,000.00');
  await page.reload();
  await expect(box(page, 'Line 1a Column B (subtractions)')).toHaveValue('2000.00');
  await expect(partI).toContainText('$2,000.00');

  // The sidebar's #additions anchor opens every table.
  await page.goto(`/form1040/${id}/ca/schedule_ca#additions`);
  await expect(box(page, 'Line 30 Column C (additions)')).toBeVisible();
});

test('Form 568: income and payments give lines 7 and 21; Schedule L saved balanced', async ({ page }) => {
  await signInAsFiler(page);
  await page.goto(`/form1040/${id}/ca/568`);
  await expect(page.getByRole('heading', { name: 'California Form 568' })).toBeVisible();
  await box(page, 'LLC name').fill('Reyes Design LLC');
  await box(page, /^1 Total income from Schedule IW/).fill('300000');
  await box(page, /^11 Amount paid with form FTB 3536/).fill('500');
  await box(page, /^11 Amount paid with form FTB 3536/).blur();
  // Fee chart: total income 300,000 (250,000–499,999) → $900; line 3 the $800 annual tax.
  await expect(box(page, /^2 Limited liability company fee/)).toHaveValue('900.00');
  await expect(box(page, /^3 Annual limited liability company tax/)).toHaveValue('800.00');
  // L7 = 900 + 800 = 1,700; L12 = 500; L16 = 1,700 − 500 = 1,200; L21 = 1,200 + 0 = 1,200.
  await expect(page.getByTestId('f568-summary-line7_total_tax_fee')).toHaveText('$1,700.00');
  await expect(page.getByTestId('f568-summary-line21_total_amount_due')).toHaveText('$1,200.00');
  await page.getByRole('button', { name: 'Recalculate Totals' }).click();
  await expect(page.getByText('Totals recalculated.')).toBeVisible();
  await expect(page.getByTestId('f568-summary-line21_total_amount_due')).toHaveText('$1,200.00');

  await page.getByRole('button', { name: /Schedule L/ }).click();
  await box(page, 'Cash, end of year').fill('1000');
  await expect(page.getByTestId('sched-l-status-end')).toHaveText('Off by $1,000.00');
  await box(page, "Members' capital accounts, end of year").fill('1000');
  // Assets 1,000 = liabilities 0 + members' capital 1,000.
  await expect(page.getByTestId('sched-l-status-end')).toHaveText('Balanced');
  await page.getByRole('button', { name: 'Save Schedule L' }).click();
  await expect(page.getByText('Schedule L saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Yes/No Questions' }).click();
  await page.getByRole('button', { name: /Schedule T/ }).click();
  await page.getByRole('button', { name: 'Add member' }).click();
  await box(page, 'Member 1 tax rate').fill('1.5');
  await expect(page.getByText('Tax rate: up to four decimals, e.g. 0.1234').first()).toBeVisible();
  await page.getByRole('button', { name: 'Save Schedule T' }).click();
  await expect(page.getByText('Please fix the highlighted fields.')).toBeVisible();
  await box(page, 'Member 1 tax rate').fill('');
  await page.getByRole('button', { name: /Schedule M-2/ }).click();
  await expectNoSeriousViolations(page);
  // Nothing left unsaved, so the reload is not held by the leave-page warning.
  await page.getByRole('button', { name: 'Remove member 1' }).click();

  await page.reload();
  await expect(box(page, 'LLC name')).toHaveValue('Reyes Design LLC');
  await expect(page.getByTestId('f568-summary-line7_total_tax_fee')).toHaveText('$1,700.00');
  await page.getByRole('button', { name: /Schedule L/ }).click();
  await expect(box(page, 'Cash, end of year')).toHaveValue('1000.00');
  await expect(page.getByTestId('sched-l-status-end')).toHaveText('Balanced');
});

test('downloads page: the combined California PDF', async ({ page }) => {
  await signInAsFiler(page);
  await page.goto(`/form/${id}/downloads`);
  const ca = page.getByRole('region', { name: 'California' });
  await expect(ca.getByText('Schedule CA (540) (PDF)')).toBeVisible();
  await expectNoSeriousViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download California return with all forms (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^CA_Combined.*\.pdf$/);
  expect(
    fs
      .readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.getByRole('link', { name: 'Preview the California PDF' }).click();
  await expect(page.getByTitle(`California combined PDF of Form 1040 #${id}`)).toBeVisible();
});
