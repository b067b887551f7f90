import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  approvePreparer,
  expectNoSeriousViolations,
  fillAccountFields,
  newAccount,
  registerUser,
  signIn,
  verifyFromOutbox,
  type Account,
} from './support';
import { signOnReviewPage, submitFromReviewPage } from './signing';

/*
 * One filer's year: start a return from the dashboard, enter the minimum through the API, see
 * the computed row, download, submit; then a preparer starts a return for the same filer.
 */
test.describe.configure({ mode: 'serial' });

const filer = newAccount('filer');
const preparer = newAccount('prep');
let returnId = '';

const ALREADY_FILED = 'You have already filed your tax for this year.';

function returnRow(page: Page, id: string) {
  // The row is found by its View summary link, which carries the return id.
  return page.getByRole('row').filter({ has: page.locator(`a[href="/form1040/${id}"]`) });
}

async function signInTo(page: Page, account: Account) {
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a filer starts a return from the dashboard and cannot start a second', async ({ page }) => {
  await registerUser(page, filer);
  await signInTo(page, filer);
  await expect(page.getByRole('heading', { name: 'My Tax Files' })).toBeVisible();
  await expect(page.getByText('You have no tax files yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Start New Tax File' }).click();
  await expect(page).toHaveURL(/\/form1040\/\d+\/basic$/);
  returnId = /\/form1040\/(\d+)\/basic$/.exec(page.url())![1]!;
  expect(await page.evaluate(() => sessionStorage.getItem('form1040_id'))).toBe(returnId);

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  // One tax file per year: the year started is marked, the next free year is offered instead,
  // and choosing the started year again disables the button.
  const year = page.getByRole('combobox', { name: "New file's tax year" });
  await expect(year).toHaveValue('2025');
  await expect(year.getByRole('option', { name: '2024 (started)' })).toHaveCount(1);
  await year.selectOption('2024');
  const start = page.getByRole('button', { name: 'Start New Tax File' });
  await expect(start).toBeDisabled();
  await expect(start).toHaveAttribute('title', ALREADY_FILED);
  await expect(returnRow(page, returnId)).toHaveCount(1);
});

test('the computed figures, downloads and the IRS submission', async ({ page }) => {
  await signInTo(page, filer);
  const api = page.request;
  const base = `/api/form1040/${returnId}`;
  for (const [path, body] of [
    [
      `${base}/personal`,
      {
        first_name: 'Dana',
        last_name: 'Rivera',
        ssn: '123456789',
        address: '1 Main St',
        city: 'Sacramento',
        state: 'CA',
        zip_code: '95814',
      },
    ],
    [`${base}/filing-status`, { filing_status: 'single' }],
    [`${base}/digital-assets`, { digital_assets: false }],
  ] as const) {
    const res = await api.put(path, { data: body });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  }
  const w2 = await api.post('/api/w2/add', {
    data: {
      form1040_id: Number(returnId),
      employer_name: 'Acme Corp',
      employer_ein: '123456789',
      wages: '52000',
      federal_income_tax: '5000',
    },
  });
  expect(w2.ok(), await w2.text()).toBe(true);

  await page.reload();
  const row = returnRow(page, returnId);
  // 52,000 − 14,600 = 37,400 taxable; Tax Table (single, 37,400–37,450) 4,259; 5,000 − 4,259 = 741.
  await expect(row.getByText('Dana Rivera')).toBeVisible();
  await expect(row.getByText('$37,400.00')).toBeVisible();
  await expect(row.getByText('$741.00')).toBeVisible();
  await expect(row.getByText('Single')).toBeVisible();

  const pdfDownload = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`Form1040_2024_Rivera_${returnId}.pdf`);
  expect(
    fs
      .readFileSync((await pdf.path())!)
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');

  const xmlDownload = page.waitForEvent('download');
  await row.getByRole('button', { name: /More actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Download XML' }).click();
  const xml = await xmlDownload;
  expect(xml.suggestedFilename()).toBe(`Form1040_2024_Rivera_${returnId}.xml`);
  expect(fs.readFileSync((await xml.path())!, 'utf8')).toContain('<?xml');

  await row.getByRole('button', { name: 'Submit to IRS' }).click();
  // Submit opens the Review step: the return is signed there, then submitted with the spec's confirm.
  await expect(page).toHaveURL(new RegExp(`/form1040/${returnId}/review$`));
  await signOnReviewPage(page);
  await submitFromReviewPage(page);
  await expect(page.getByText(/^IRS Response: Accepted - /)).toBeVisible();
  await page.goto('/dashboard');
  await expect(row.getByRole('button', { name: 'Accepted: already submitted' })).toBeDisabled();
  await expect(row.getByText('Accepted')).toBeVisible();

  // The open file's totals and documents follow in the shell.
  await row.getByRole('link', { name: 'View summary' }).click();
  await expect(page.getByTestId('total-refund')).toHaveText('$741.00');
  const docs = page.getByRole('region', { name: 'Federal documents' });
  await expect(docs.getByRole('link', { name: /Acme Corp/ })).toContainText('Accepted');
});

test('my filed returns: every return in one ZIP, and single schedules on the downloads page', async ({
  page,
}) => {
  await signInTo(page, filer);
  await page.goto('/form1040/list');
  const zipDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'All returns as PDF (ZIP)' }).click();
  const zip = await zipDownload;
  expect(zip.suggestedFilename()).toMatch(/^Returns_\d+_PDF\.zip$/);
  // "PK\x03\x04": a ZIP archive's local file header.
  expect(
    fs
      .readFileSync((await zip.path())!)
      .subarray(0, 4)
      .toString('hex'),
  ).toBe('504b0304');

  // A wage-only return has no schedules: the page offers the whole return and the XML only.
  await page.goto(`/form/${returnId}/downloads`);
  await expect(
    page.getByRole('button', { name: 'Download Federal return with all schedules (PDF)' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Schedule A/ })).toHaveCount(0);
});

test('a preparer cannot start a second 2024 return for the filer, starts one for another filer and narrows the table', async ({
  page,
  request,
}) => {
  const other = newAccount('filer2');
  await registerUser(page, other);
  await page.goto('/register');
  await page.getByRole('radio', { name: 'Tax Preparer' }).check();
  await fillAccountFields(page, preparer);
  await page.getByRole('textbox', { name: 'PTIN' }).fill('12345678');
  await page.getByLabel('I am self-employed (no firm)').check();
  await page.getByRole('textbox', { name: 'Phone' }).fill('(916) 555-0100');
  await page.getByRole('button', { name: 'Create account' }).click();
  await verifyFromOutbox(page, preparer.email);
  await approvePreparer(request, preparer.username);
  await signInTo(page, preparer);
  await expect(page.getByRole('heading', { name: 'All Filed Tax Returns' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Username' })).toBeVisible();

  await page.getByRole('button', { name: 'Start New Tax File' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a new tax file' });
  await dialog.getByRole('textbox', { name: 'Filer' }).fill(filer.username);
  await page.getByRole('option', { name: new RegExp(filer.username) }).click();
  await dialog.getByRole('button', { name: 'Create tax file' }).click();
  // One 2024 return per individual, whoever starts it.
  await expect(dialog.getByText(ALREADY_FILED)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Filer' }).fill(other.username);
  await page
    .getByRole('option', { name: new RegExp(other.username) })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Create tax file' }).click();
  await expect(page).toHaveURL(/\/form1040\/\d+\/basic$/);
  const preparedId = /\/form1040\/(\d+)\/basic$/.exec(page.url())![1]!;
  expect(preparedId).not.toBe(returnId);

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const table = page.getByRole('table', { name: 'All Filed Tax Returns' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(other.username);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(returnRow(page, preparedId).getByRole('cell', { name: other.username })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill(filer.username);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Accepted');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(returnRow(page, returnId)).toHaveCount(1);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('Rejected');
  await expect(page.getByText('No matching records found.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(returnRow(page, preparedId)).toHaveCount(1);
});

test('the dashboard and the lists have no serious accessibility violations', async ({ page }) => {
  await signInTo(page, preparer);
  await expect(page.getByRole('table', { name: 'All Filed Tax Returns' })).toBeVisible();
  await expectNoSeriousViolations(page);

  for (const [path, heading] of [
    ['/form1040/list', 'My Filed Returns'],
    ['/my-forms', 'My Forms'],
    [`/my-forms/${returnId}`, 'Tax File Details'],
    [`/form/${returnId}/downloads`, 'Downloads'],
    ['/form1099', 'Form 1099'],
    ['/form1099/list', 'Submitted Form 1099s'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  }
});

test('a filer files a simple 1099 and sees the lists, details and preview', async ({ page }) => {
  await signInTo(page, filer);
  await page.goto('/form1099');
  await page.getByRole('button', { name: 'Submit Form 1099' }).click();
  await expect(page.getByText('Payer name is required')).toBeVisible();
  await page.getByRole('combobox', { name: 'Linked Form 1040' }).selectOption(returnId);
  await page.getByRole('textbox', { name: 'Payer name' }).fill('Side Gig Inc');
  await page.getByRole('textbox', { name: 'Recipient name' }).fill('Dana Rivera');
  await page.getByRole('textbox', { name: 'Recipient TIN' }).fill('123-45-6789');
  await page.getByRole('textbox', { name: 'Amount' }).fill('1200');
  await page.getByRole('button', { name: 'Submit Form 1099' }).click();
  // The return was accepted above: a document is added to it only through a Form 1040-X.
  await expect(
    page.getByText(
      'This return was accepted by the IRS. To change it, file an amended return (Form 1040-X).',
    ),
  ).toBeVisible();
  const amend = await page.request.post('/api/form1040x', {
    data: { form1040_id: Number(returnId), tax_year: 2024 },
  });
  expect(amend.ok()).toBe(true);
  await page.getByRole('button', { name: 'Submit Form 1099' }).click();
  await expect(page.getByText('Form 1099 submitted!').first()).toBeVisible();

  await page.goto('/form1099/list');
  await expect(page.getByRole('cell', { name: 'Side Gig Inc' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '$1,200.00' })).toBeVisible();

  await page.goto('/my-forms');
  await page.getByRole('link', { name: `View return #${returnId} of Dana Rivera` }).click();
  await expect(page).toHaveURL(new RegExp(`/my-forms/${returnId}$`));
  await expect(
    page.getByRole('table', { name: 'W-2' }).getByRole('cell', { name: 'Acme Corp' }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Form 1099' }).getByRole('cell', { name: 'Side Gig Inc' }),
  ).toBeVisible();

  await page.goto(`/form/${returnId}/preview`);
  await expect(page.locator('iframe[title^="Federal combined PDF"]')).toBeVisible();
});
