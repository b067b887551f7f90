import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, registerUser, signIn, W2_52000 } from './support';
import { signReturnByApi } from './signing';

/*
 * Spec 001's Form 1040-X screen as a filer meets it: opened from the document chooser it starts
 * the amended return by itself, refuses a short IP PIN with the spec's message, and keeps what
 * was saved across a reload.
 */
const filer = newAccount('amend');

test('the 1040-X is created from the chooser, validated, saved and kept', async ({ page }) => {
  await registerUser(page, filer);
  await signIn(page, filer.username, filer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Start New Tax File' }).click();
  await expect(page).toHaveURL(/\/form1040\/\d+\/basic$/);
  const id = /\/form1040\/(\d+)\//.exec(page.url())![1]!;

  await page.goto(`/form1040/${id}/add-documents`);
  await page.getByRole('link', { name: '1040-X' }).click();
  await expect(page).toHaveURL(new RegExp(`/form1040/${id}/1040x`));
  await expect(page.getByRole('heading', { name: 'Form 1040-X (Amended Return)' })).toBeVisible();
  // Created on arrival: its tax year, the lines table and its PDF are there.
  await expect(page.getByRole('textbox', { name: /Tax year being amended/ })).toHaveValue('2024');
  await expect(page.getByRole('table', { name: 'Form 1040-X lines 1 to 15' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    /\/api\/form1040x\/\d+\/pdf$/,
  );
  await expectNoSeriousViolations(page);

  // Column A is typed by hand here (the return was never accepted); line 3 follows at once.
  await page.getByRole('textbox', { name: 'Line 1 column A' }).fill('50000');
  await page.getByRole('textbox', { name: 'Line 2 column A' }).fill('14600');
  await expect(page.getByRole('row', { name: /^3 Subtract line 2 from line 1/ })).toContainText('$35,400.00');

  const explanation = page.getByRole('textbox', { name: 'Tell us why you are filing Form 1040-X' });
  await explanation.fill('I forgot a 1099-INT from First Bank.');
  const pin = page.getByRole('textbox', { name: 'Your Identity Protection PIN' });
  await pin.fill('123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('IP PIN must be 6 digits.')).toBeVisible();
  await expectNoSeriousViolations(page);

  await pin.fill('123456');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Form 1040-X saved.')).toBeVisible();

  await page.reload();
  await expect(explanation).toHaveValue('I forgot a 1099-INT from First Bank.');
  await expect(pin).toHaveValue('123456');
  await expect(page.getByRole('textbox', { name: 'Line 1 column A' })).toHaveValue('50000.00');
  await expect(page.getByRole('row', { name: /^3 Subtract line 2 from line 1/ })).toContainText('$35,400.00');
});

test('an accepted return is amended: the forgotten 1099-INT moves column C', async ({ page }) => {
  const amender = newAccount('amend2');
  await registerUser(page, amender);
  await signIn(page, amender.username, amender.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Start New Tax File' }).click();
  await expect(page).toHaveURL(/\/form1040\/\d+\/basic$/);
  const id = /\/form1040\/(\d+)\//.exec(page.url())![1]!;
  // The original return through the API with the browser's session: single, one W-2 of 52,000.
  const api = page.request;
  const ok = async (r: Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>) => {
    const res = await r;
    expect(res.ok(), `${res.status()} ${await res.text()}`).toBe(true);
  };
  await ok(
    api.put(`/api/form1040/${id}/personal`, {
      data: {
        first_name: 'Amy',
        last_name: 'Amend',
        ssn: '400-01-2345',
        address: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zip_code: '62701',
        presidential_fund: false,
      },
    }),
  );
  await ok(api.put(`/api/form1040/${id}/filing-status`, { data: { filing_status: 'single' } }));
  await ok(api.put(`/api/form1040/${id}/digital-assets`, { data: { digital_assets: false } }));
  await ok(
    api.post('/api/w2/add', {
      data: {
        form1040_id: Number(id),
        ...W2_52000,
      },
    }),
  );
  await signReturnByApi(api, id);
  const submitted = await api.post(`/api/form1040/submit/${id}`);
  expect((await submitted.json()).status).toBe('Accepted');

  // Accepted: the screens are read-only and point to the 1040-X.
  await page.goto(`/form1040/${id}/income`);
  await expect(page.getByText(/This return was accepted by the IRS/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save & Next' })).toBeDisabled();
  await page.getByRole('link', { name: 'Start Form 1040-X' }).click();
  await expect(
    page.getByText(/Column A holds the figures of your return as the IRS accepted it/),
  ).toBeVisible();
  const lines = page.getByRole('table', { name: 'Form 1040-X lines 1 to 15' });
  // Column A from the accepted figures: AGI 52,000, taxable income 52,000 − 14,600 = 37,400.
  await expect(lines.getByRole('row', { name: /^1 / })).toContainText('$52,000.00');
  await expect(lines.getByRole('row', { name: /^5 / })).toContainText('$37,400.00');

  // The return is writable again: add the forgotten 1099-INT of 1,000.
  await page.goto(`/form1040/${id}/1099-int`);
  await expect(page.getByText(/Changes you make now go into column C/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Payer name' }).fill('First Bank');
  await page.getByRole('textbox', { name: 'Recipient name' }).fill('Amy Amend');
  await page.getByRole('textbox', { name: 'Box 1 Interest income' }).fill('1000');
  await page.getByRole('button', { name: 'Submit 1099-INT' }).click();
  await expect(page.getByText('Form 1099-INT submitted successfully.')).toBeVisible();

  await page.goto(`/form1040/${id}/1040x`);
  // Column C: AGI 53,000 and taxable income 38,400; column B shows the 1,000 change.
  await expect(lines.getByRole('row', { name: /^1 / })).toContainText('$53,000.00');
  await expect(lines.getByRole('row', { name: /^1 / })).toContainText('$1,000.00');
  await expect(lines.getByRole('row', { name: /^5 / })).toContainText('$38,400.00');
  await expectNoSeriousViolations(page);
});
