import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, newFilerWithW2 } from './support';

/*
 * Issue 22 items 14, 21 and 25 as a filer meets them. Single, W-2 wages $50,000: line 15 =
 * 50,000 − 14,600 = 35,400; Tax Table row 35,400–35,450, Single column: 1,160 + 12% × (35,425 −
 * 11,600) = $4,019. A daughter born in 2015 who lived with the filer all year, with an SSN, gives
 * the $2,000 child tax credit without the filer ticking a box (line 19 = $2,000).
 */
const filer = newAccount('why');

test('line 16 explains its tax computation; a dependent’s credit is derived and shown; no status codes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = await newFilerWithW2(
    page,
    filer,
    { first_name: 'Lena', last_name: 'Ortiz', city: 'Springfield', state: 'IL', zip_code: '62701' },
    { employer_name: 'Acme Corp', wages: '50000', federal_income_tax: '4000' },
  );

  // ——— Item 21: "why?" on line 16 names the Tax Table row and line 15 ———
  await page.goto(`/form1040/${id}/taxes`);
  await expect(page.getByRole('row', { name: /^16 Tax/ })).toContainText('$4,019.00');
  await page.getByRole('button', { name: 'why? 16 Tax' }).click();
  const dialog = page.getByRole('dialog', { name: 'Why this amount?' });
  await expect(dialog.getByText('Form 1040 line 16: $4,019.00')).toBeVisible();
  await expect(
    dialog.getByText(
      'Tax on line 15 ($35,400): Tax Table, row "at least $35,400 but less than $35,450", Single column',
    ),
  ).toBeVisible();
  await expect(dialog.getByText(/entered, not computed/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Form 1040 line 15' }).click();
  await expect(dialog.getByText('Form 1040 line 15: $35,400.00')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');

  // ——— Item 14: the dependent's credit follows the facts, and the screen says why ———
  await page.goto(`/form1040/${id}/dependents`);
  await page.getByRole('textbox', { name: 'First name' }).fill('Mia');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Ortiz');
  await page.getByRole('textbox', { name: 'SSN' }).fill('123450001');
  await page.getByRole('textbox', { name: 'Relationship' }).click();
  await page.getByRole('option', { name: 'Daughter', exact: true }).click();
  await page.getByLabel('Date of birth').fill('2015-06-01');
  await expect(page.getByTestId('claim-derivation')).toHaveText(
    'Qualifies for the child tax credit: under 17 at the end of 2024, lived with you 12 months. Tick a box to choose yourself.',
  );
  await expect(page.getByRole('checkbox', { name: /Claim the child tax credit/ })).toBeChecked();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Add dependent' }).click();
  await expect(page.getByText('Dependent added.')).toBeVisible();
  const row = page.getByRole('row', { name: /Mia Ortiz/ });
  await expect(row).toContainText('Child tax credit');
  await expect(row).toContainText('under 17 at the end of 2024, lived with you 12 months');
  await page.goto(`/form1040/${id}/taxes`);
  await expect(page.getByRole('row', { name: /^19 Child tax credit/ })).toContainText('$2,000.00');

  // ——— Item 25: a first visit to Schedule D says so in words, not with a status code ———
  await page.goto(`/form1040/${id}/schedule-d`);
  await expect(
    page.getByText('No Schedule D yet. Fill in the form and click Save to create it.'),
  ).toBeVisible();
  await expect(page.getByText(/\(404\)/)).toHaveCount(0);
});
