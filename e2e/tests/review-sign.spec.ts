/**
 * Review and sign (issue 24): a filer's return goes Review → Sign → Submit → Accepted in the
 * browser; a change after signing shows as a change since the last review and asks for a new
 * signature; then /form1040/{id}/download is the return's downloads screen.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { newAccount, newFilerWithW2, W2_52000 } from './support';
import { signOnReviewPage, signReturnByApi, submitFromReviewPage } from './signing';

test('review, sign, submit, accepted; then the download screen', async ({ page }) => {
  // Registration, two signatures, a submission and four downloads: longer than one screen's test.
  test.setTimeout(150_000);
  const id = await newFilerWithW2(
    page,
    newAccount('signer'),
    { first_name: 'Sam', last_name: 'Signer', city: 'Springfield', state: 'IL', zip_code: '62701' },
    { ...W2_52000, employee_ssn: '123456789' },
  );
  const api = page.request;
  expect(
    (await api.put(`/api/form1040/${id}/digital-assets`, { data: { digital_assets: false } })).ok(),
  ).toBe(true);

  await page.goto(`/form1040/${id}/review`);
  await expect(page.getByRole('heading', { name: 'Review and sign', level: 1 })).toBeVisible();
  // 52,000 − 14,600 = 37,400 taxable; Tax Table 4,259; 5,000 withheld − 4,259 = 741 refund.
  await expect(page.getByTestId('review-amount')).toHaveText('$741.00');
  const income = page.getByRole('region', { name: 'Income' });
  await expect(income.getByRole('row', { name: /Form 1040 line 1z/ })).toContainText('$52,000.00');
  await expect(
    page.getByText(/^Under penalties of perjury, I declare that I have examined this return/),
  ).toBeVisible();
  // Unsigned: Submit waits for the signature; a PIN of zeros is refused in the product's words.
  await expect(page.getByRole('button', { name: 'Submit to IRS' })).toBeDisabled();
  const sign = page.getByRole('region', { name: 'Sign' });
  await sign.getByRole('textbox', { name: 'Your 5-digit PIN' }).fill('00000');
  await sign.getByRole('button', { name: 'Sign the return' }).click();
  await expect(sign.getByText('Your PIN must be 5 digits and cannot be all zeros.')).toBeVisible();
  await signOnReviewPage(page);
  await expect(page.getByText('Signed', { exact: true })).toBeVisible();

  // A change after signing: the withholding grows by 100; the signature is out of date.
  const w2 = ((await (await api.get(`/api/w2/list/${id}`)).json()) as { id: number }[])[0]!;
  const edit = await api.put(`/api/w2/edit/${w2.id}`, {
    data: { ...W2_52000, employee_ssn: '123456789', employer_ein: '123456789', federal_income_tax: '5100' },
  });
  expect(edit.ok(), await edit.text()).toBe(true);
  await page.reload();
  await expect(page.getByText('Signature out of date')).toBeVisible();
  const changes = page.getByRole('region', { name: 'Changes since you last reviewed' });
  await expect(changes.getByRole('row', { name: /Form 1040 line 25a/ })).toContainText('$5,100.00');
  await expect(page.getByTestId('review-amount')).toHaveText('$841.00');
  await signOnReviewPage(page);
  await submitFromReviewPage(page);
  await expect(page.getByText(/^IRS Response: Accepted - /)).toBeVisible();
  await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible();

  // The downloads screen of this return: PDF, XML (with the signature), California, ZIP.
  await page.getByRole('link', { name: 'Download your return' }).click();
  await expect(page).toHaveURL(new RegExp(`/form1040/${id}/download$`));
  await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
  const xmlDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Federal return (IRS e-file XML)' }).click();
  const xml = fs.readFileSync((await (await xmlDownload).path())!, 'utf8');
  expect(xml).toContain('<PrimarySignaturePINTxt>12345</PrimarySignaturePINTxt>');
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Form 1040 (PDF)' }).click();
  expect(
    fs
      .readFileSync((await (await pdfDownload).path())!)
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');
  await expect(page.getByRole('region', { name: 'California' })).toBeVisible();
  const zipDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'All returns as PDF (ZIP)' }).click();
  expect((await zipDownload).suggestedFilename()).toMatch(/\.zip$/);
});

test('the Form 1040-X of an accepted return: reviewed, signed and e-filed in the browser', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const id = await newFilerWithW2(
    page,
    newAccount('amender'),
    { first_name: 'Amy', last_name: 'Amender', city: 'Springfield', state: 'IL', zip_code: '62701' },
    { ...W2_52000, employee_ssn: '123456789' },
  );
  const api = page.request;
  expect(
    (await api.put(`/api/form1040/${id}/digital-assets`, { data: { digital_assets: false } })).ok(),
  ).toBe(true);
  await signReturnByApi(api, id);
  expect(((await (await api.post(`/api/form1040/submit/${id}`)).json()) as { status: string }).status).toBe(
    'Accepted',
  );
  const x = (await (
    await api.post('/api/form1040x', { data: { form1040_id: Number(id), tax_year: 2024 } })
  ).json()) as { id: number };
  const saved = await api.put(`/api/form1040x/${x.id}`, {
    data: { tax_year: 2024, explanation: 'Forgot a W-2 withholding correction.' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto(`/form1040/${id}/1040x`);
  await page.getByRole('link', { name: 'Review, sign and e-file' }).click();
  await expect(page).toHaveURL(new RegExp(`/form1040/${id}/1040x/review$`));
  await expect(
    page.getByRole('heading', { name: 'Review and sign the Form 1040-X', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit to IRS' })).toBeDisabled();
  await signOnReviewPage(page);
  await submitFromReviewPage(page, 'Form 1040-X');
  await expect(page.getByText(/^IRS Response: Accepted - /)).toBeVisible();
});
