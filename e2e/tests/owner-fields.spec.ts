import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, newFilerWithW2 } from './support';

/*
 * Issue 24: on a joint return the screens ask whose document it is. A spouse's business and its
 * 1099-NEC put self-employment tax on the spouse's Schedule SE; a 1099-R rollover is not taxed.
 */
const box = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function lines(page: Page, id: string): Promise<Record<string, string>> {
  const res = await page.request.get(`/api/form1040/${id}/summary`);
  const s = (await res.json()) as { lines: { key: string; value: string }[] };
  return Object.fromEntries(s.lines.map((l) => [l.key, l.value]));
}

test('a spouse-owned 1099-NEC and a 1099-R rollover entered through the screens', async ({ page }) => {
  const id = await newFilerWithW2(
    page,
    newAccount('owner'),
    { first_name: 'Jane', last_name: 'Doe', city: 'Springfield', state: 'IL', zip_code: '62701' },
    { employer_name: 'Acme Corp', wages: '40000', federal_income_tax: '3000' },
  );
  const fs = await page.request.put(`/api/form1040/${id}/filing-status`, {
    data: {
      filing_status: 'married filing jointly',
      spouse_first_name: 'Sam',
      spouse_last_name: 'Doe',
      spouse_ssn: '987654321',
    },
  });
  expect(fs.ok(), await fs.text()).toBe(true);

  // The spouse's business.
  await page.goto(`/form1040/${id}/schedule-c`);
  await expect(page.getByRole('heading', { name: 'Submit Schedule C' })).toBeVisible();
  await choose(page, 'Whose business', 'Spouse');
  await box(page, 'Name of proprietor').fill('Sam Doe');
  await box(page, /^A Principal business/).fill('Web design');
  await box(page, 'B Enter code from instructions').fill('541430');
  await box(page, 'C Business name').fill('Doe Design');
  await box(page, /^E Business address/).fill('1 Main St');
  await box(page, 'City').fill('Springfield');
  await page.getByRole('textbox', { name: 'State' }).fill('IL');
  await page.getByRole('option', { name: 'IL', exact: true }).click();
  await box(page, 'ZIP').fill('62701');
  await choose(page, 'F Accounting method', 'Cash');
  await box(page, /^1 Gross receipts/).fill('20000');
  await box(page, '22 Supplies (not included in Part III)').fill('1000');
  await page.getByRole('button', { name: 'Submit Schedule C' }).click();
  await expect(page.getByText('Schedule C saved successfully.')).toBeVisible();
  await expect(box(page, 'Whose business')).toHaveValue('Spouse');

  // Its 1099-NEC, the spouse's too.
  await page.getByRole('link', { name: /Add 1099-NEC/ }).click();
  await expect(page.getByRole('heading', { name: 'Form 1099-NEC' })).toBeVisible();
  await choose(page, 'Whose 1099-NEC', 'Spouse');
  await box(page, 'Payer name').fill('Big Client LLC');
  await box(page, 'Payer TIN').fill('361234567');
  await box(page, 'Payer street').fill('9 Market St');
  await box(page, 'Payer city/state/ZIP').fill('Chicago, IL 60601');
  await box(page, 'Recipient name').fill('Sam Doe');
  await box(page, 'Recipient TIN').fill('987654321');
  await box(page, 'Recipient street').fill('1 Main St');
  await box(page, 'Recipient city/state/ZIP').fill('Springfield, IL 62701');
  await box(page, 'Box 1 Nonemployee compensation').fill('5000');
  await page.getByRole('button', { name: 'Submit 1099-NEC' }).click();
  await expect(page.getByText('Form 1099-NEC submitted successfully.')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Net profit 20,000 + 5,000 − 1,000 = 24,000 on the spouse's Schedule SE: line 4a = 24,000 ×
  // 92.35% = 22,164; line 12 = 22,164 × 15.3% = 3,391.09 → 3,391. None on the taxpayer's.
  let l = await lines(page, id);
  expect(l['scheduleSE#spouse.l4a']).toBe('22164.00');
  expect(l['scheduleSE#spouse.l12']).toBe('3391.00');
  expect(l['scheduleSE.l12']).toBeUndefined();

  // A 1099-R with 4,000 of the 10,000 rolled over within 60 days.
  await page.goto(`/form1040/${id}/1099-r`);
  await expect(page.getByRole('heading', { name: 'Form 1099-R' })).toBeVisible();
  await expect(box(page, 'Whose 1099-R')).toHaveValue('Taxpayer');
  await box(page, 'Payer name').fill('Fidelity');
  await box(page, 'Payer TIN').fill('361234567');
  await box(page, 'Recipient name').fill('Jane Doe');
  await box(page, 'Box 1 Gross distribution').fill('10000');
  await box(page, 'Box 2a Taxable amount').fill('10000');
  await box(page, 'Box 7 Distribution code(s)').fill('7');
  await page.getByRole('checkbox', { name: 'IRA/SEP/SIMPLE' }).check();
  await box(page, 'Amount rolled over within 60 days').fill('12000');
  await page.getByRole('button', { name: 'Submit 1099-R' }).click();
  await expect(
    page.getByText(
      'The rollover and the charitable distribution together cannot be more than the gross distribution in box 1.',
    ),
  ).toBeVisible();
  await box(page, 'Amount rolled over within 60 days').fill('4000');
  await page.getByRole('button', { name: 'Submit 1099-R' }).click();
  await expect(page.getByText('Form 1099-R submitted successfully.')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Line 4a = 10,000; line 4b = 10,000 − 4,000 rolled over = 6,000.
  l = await lines(page, id);
  expect(l['f1040.l4a']).toBe('10000.00');
  expect(l['f1040.l4b']).toBe('6000.00');

  // The edit form shows the saved rollover.
  await page.reload();
  await page
    .getByRole('table', { name: '1099-R forms on this return' })
    .getByRole('button', { name: /^Edit/ })
    .click();
  await expect(box(page, 'Amount rolled over within 60 days')).toHaveValue('4000.00');
});
