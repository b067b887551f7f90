import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, fillMoney, newAccount, registerUser, signIn } from './support';

/*
 * A filer prepares a whole 2024 return through the wizard. Figures, by hand (2024 rules):
 *   W-2 wages 90,000.00, withheld 8,000.00; taxable interest 500.00; adjustments 1,000.00.
 *   AGI             = 90,000 + 500 − 1,000                              = 89,500.00
 *   Schedule A: medical 1,000 is under 7.5 % of AGI (6,712.50), gifts 500 → itemized 500 < 29,200,
 *   so the MFJ standard deduction is used.
 *   Taxable income  = 89,500 − 29,200                                   = 60,300.00
 *   Tax (Tax Table row 60,300–60,350, midpoint 60,325, MFJ):
 *                     23,200 × 10 % + (60,325 − 23,200) × 12 % = 2,320 + 4,455 = 6,775.00
 *   Child tax credit 2 children under 17 × 2,000 = 4,000 (within the tax)
 *   Total tax       = 6,775 − 4,000                                      = 2,775.00
 *   Payments        = 8,000 withheld + 500 estimated                      = 8,500.00
 *   Refund          = 8,500 − 2,775                                       = 5,725.00
 *   (EIC: AGI is above the 2024 limit for two children, so none.)
 * Right after the W-2 (no interest, adjustments or estimated payments yet):
 *   taxable 90,000 − 29,200 = 60,800 → table midpoint 60,825 → 2,320 + 4,515 = 6,835 − 4,000 = 2,835;
 *   refund 8,000 − 2,835 = 5,165.00.
 */

const saveNext = (page: Page) => page.getByRole('button', { name: 'Save & Next' }).click();

async function startReturn(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/dashboard$/);
  // The button itself must create the return and open Basic Info: no way around it.
  await page.getByRole('button', { name: 'Start New Tax File' }).click();
  await expect(page).toHaveURL(/\/form1040\/\d+\/basic$/);
  return /\/form1040\/(\d+)\//.exec(page.url())![1]!;
}

test('a filer goes through the whole federal wizard and the summary matches the hand computation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = newAccount('wiz');
  await registerUser(page, account);
  await signIn(page, account.username, account.password);
  const id = await startReturn(page);
  const at = (step: string) => expect(page).toHaveURL(new RegExp(`/form1040/${id}${step}$`));

  // ——— Basic info: validation first ———
  await expect(page.getByRole('heading', { name: 'Personal Info' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('textbox', { name: 'SSN' }).fill('12-34a5');
  await expect(page.getByRole('textbox', { name: 'SSN' })).toHaveValue('12345');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('123');
  await saveNext(page);
  await expect(page.getByText('SSN must be exactly 9 digits')).toBeVisible();
  await expect(page.getByText('ZIP must be 5 digits')).toBeVisible();
  await expect(page.getByText('Please fix the highlighted fields.')).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Alex');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Rivera');
  await page.getByRole('textbox', { name: 'SSN' }).fill('123456789');
  await page.getByRole('textbox', { name: 'Address' }).fill('1 Main St');
  await page.getByRole('textbox', { name: 'City' }).fill('Sacramento');
  await page.getByRole('textbox', { name: 'State' }).fill('CA');
  await page.getByRole('option', { name: 'CA', exact: true }).click();
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('95814');
  await saveNext(page);
  await expect(page.getByText('Basic info saved. Next: filing status.')).toBeVisible();

  // ——— Filing status: MFJ with a spouse ———
  await at('/status');
  await page.getByRole('radio', { name: 'Married filing jointly' }).check();
  await page.getByRole('textbox', { name: 'Spouse first name' }).fill('Jordan');
  await page.getByRole('textbox', { name: 'Spouse last name' }).fill('Rivera');
  await page.getByRole('textbox', { name: 'Spouse SSN' }).fill('987654321');
  await expectNoSeriousViolations(page);
  await saveNext(page);
  await expect(page.getByText('Filing status saved. Next: identity.')).toBeVisible();

  // ——— Identity ———
  await at('/identity');
  await page.getByLabel('Date of birth', { exact: true }).fill('1985-04-12');
  await page.getByLabel('Spouse Date of birth').fill('1986-08-30');
  await expectNoSeriousViolations(page);
  await saveNext(page);
  await expect(page.getByText(/Identity info saved/)).toBeVisible();

  // ——— Standard deduction ———
  await at('/standard-deduction');
  await expectNoSeriousViolations(page);
  await saveNext(page);
  await expect(page.getByText(/Your standard deduction is \$29,200\.00/)).toBeVisible();

  // ——— About you: the defaults (SSNs valid for work, no student or disability) ———
  await at('/about-you');
  await expectNoSeriousViolations(page);
  await saveNext(page);
  await expect(page.getByText('About you saved. Next: dependents.')).toBeVisible();

  // ——— Dependents: two children ———
  await at('/dependents');
  const kids = [
    ['Mia', '111223333', 'daughter', '2015-05-10'],
    ['Leo', '111224444', 'son', '2018-09-20'],
  ] as const;
  for (const [first, ssn, rel, dob] of kids) {
    await page.getByRole('textbox', { name: 'First name' }).fill(first);
    await page.getByRole('textbox', { name: 'Last name' }).fill('Rivera');
    await page.getByRole('textbox', { name: 'SSN' }).fill(ssn);
    await page.getByRole('textbox', { name: 'Relationship' }).fill(rel);
    await page.getByRole('option', { name: rel, exact: false }).first().click();
    await page.getByLabel('Date of birth').fill(dob);
    await page.getByRole('checkbox', { name: /child tax credit/i }).check();
    await page.getByRole('button', { name: 'Add dependent' }).click();
    await expect(page.getByRole('cell', { name: `${first} Rivera`, exact: true })).toBeVisible();
    // The form empties once the save is done: the next child is typed into a fresh form.
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  }
  // A claim the facts contradict is flagged while typing.
  await page.getByLabel('Date of birth').fill('2005-01-01');
  await page.getByRole('checkbox', { name: /child tax credit/i }).check();
  await expect(page.getByText(/is 19 at the end of 2024/)).toBeVisible();
  await page.getByRole('checkbox', { name: /child tax credit/i }).uncheck();
  // Unticking is a choice too; handing it back to the facts leaves nothing unsaved.
  await page.getByRole('button', { name: 'Follow the facts instead' }).click();
  await page.getByLabel('Date of birth').fill('');
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Next: what happened this year' }).click();

  // ——— The checklist comes next on the guided path (checklist.spec.ts walks it); this test
  // enters its documents from the summary, so it goes on to the spec's digital assets screen. ———
  await at('/checklist');
  await expect(page.getByRole('heading', { name: /^What happened in \d{4}\?$/ })).toBeVisible();
  await page.goto(`/form1040/${id}/digital-assets`);

  // ——— Digital assets ———
  await at('/digital-assets');
  await saveNext(page);
  await expect(page.getByText('Please select Yes or No.').first()).toBeVisible();
  await page.getByRole('radio', { name: 'No' }).check();
  await expectNoSeriousViolations(page);
  await saveNext(page);
  await expect(page.getByText(/Digital assets answer saved/)).toBeVisible();

  // ——— Third-party designee (none) ———
  await at('/third-party-designee');
  await expectNoSeriousViolations(page);
  await saveNext(page);
  await expect(page.getByText(/Third-party designee saved/)).toBeVisible();
  await at('');
  await expect(page.getByRole('heading', { name: 'Federal Summary' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // ——— W-2 ———
  await page.goto(`/form1040/${id}/w2`);
  await page.getByRole('textbox', { name: 'Employer name' }).fill('Acme Corp');
  await page.getByRole('textbox', { name: /Employer EIN/ }).fill('123456789');
  await fillMoney(page, /Box 1 Wages/, '90000');
  await expect(page.getByRole('textbox', { name: /Box 1 Wages/ })).toHaveValue('90000.00');
  await fillMoney(page, /Box 2 Federal income tax/, '8000');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Save W-2' }).click();
  await expect(page.getByText('W-2 saved.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Acme Corp', exact: true })).toBeVisible();
  // The top bar's refund follows the save at once.
  await expect(page.getByTestId('total-refund')).toBeVisible();
  await expect(page.getByTestId('total-refund')).toHaveText('$5,165.00');

  // ——— Income → adjustments → deductions → taxes → credits → payments ———
  await page.goto(`/form1040/${id}/income`);
  await fillMoney(page, '2b Taxable interest', '500');
  await expectNoSeriousViolations(page);
  await saveNext(page);
  await expect(page.getByText('Income saved. Next: adjustments.')).toBeVisible();

  await at('/adjustments');
  await fillMoney(page, 'Adjustments to income', '1000');
  await saveNext(page);
  await expect(page.getByText('Description is required when amount > 0')).toBeVisible();
  await page.getByRole('textbox', { name: 'Description' }).fill('Educator expenses');
  await expectNoSeriousViolations(page);
  await saveNext(page);
  await expect(page.getByText('Adjustments saved. Next: deductions.')).toBeVisible();

  await at('/deductions');
  await fillMoney(page, /Medical and dental expenses/, '1000');
  await fillMoney(page, /Gifts by cash or check/, '500');
  await expectNoSeriousViolations(page);
  await saveNext(page);
  await expect(page.getByText('Deductions saved. Next: taxes.')).toBeVisible();

  await at('/taxes');
  await expect(page.getByRole('row', { name: /^16 Tax/ })).toContainText('$6,775.00');
  // Every line from 16 to 24, so the column adds up: 18 = 16 + 17; 19 the child tax credit; 22 = 18 − 21.
  await expect(page.getByRole('row', { name: /^18 Add lines 16 and 17/ })).toContainText('$6,775.00');
  await expect(page.getByRole('row', { name: /^19 Child tax credit/ })).toContainText('$4,000.00');
  await expect(page.getByRole('row', { name: /^22 Subtract line 21/ })).toContainText('$2,775.00');
  // Line 24 is after the 4,000 child tax credit: 6,775 − 4,000.
  await expect(page.getByRole('row', { name: /24 Total tax/ })).toContainText('$2,775.00');
  // "why?" explains line 16 and lets the reader follow its inputs.
  await page.getByRole('button', { name: 'why? 16 Tax' }).click();
  const dialog = page.getByRole('dialog', { name: 'Why this amount?' });
  await expect(dialog.getByText('Form 1040 line 16: $6,775.00')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await saveNext(page);
  await expect(page.getByText('Taxes saved. Next: credits.')).toBeVisible();

  await at('/credits');
  await expect(page.getByRole('row', { name: /19 Child tax credit/ })).toContainText('$4,000.00');
  await expectNoSeriousViolations(page);
  await saveNext(page);
  await expect(page.getByText('Credits saved. Next: payments.')).toBeVisible();

  await at('/payments');
  await fillMoney(page, '26 2024 estimated tax payments', '500');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Save & Finish' }).click();
  await expect(page.getByText(/Payments saved\./)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // ——— Refund by direct deposit ———
  await page.goto(`/form1040/${id}/refund`);
  await expect(page.getByRole('row', { name: /34 Amount overpaid/ })).toContainText('$5,725.00');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Routing number' }).fill('123456789');
  await page.getByRole('textbox', { name: 'Account number' }).fill('12ab');
  await expect(page.getByRole('textbox', { name: 'Account number' })).toHaveValue('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid 9-digit routing number')).toBeVisible();
  await expect(page.getByText('Account number must be 4–17 digits')).toBeVisible();
  await fillMoney(page, /36 Amount applied/, '6000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Cannot exceed total refund amount')).toBeVisible();
  await fillMoney(page, /36 Amount applied/, '0');
  await page.getByRole('textbox', { name: 'Routing number' }).fill('011000015');
  await page.getByRole('textbox', { name: 'Account number' }).fill('123456789');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Refund information saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

  // ——— Summary equals the hand computation ———
  await page.goto(`/form1040/${id}`);
  await expect(page.getByTestId('summary-Adjusted gross income')).toHaveText('$89,500.00');
  await expect(page.getByTestId('summary-Taxable income')).toHaveText('$60,300.00');
  await expect(page.getByTestId('summary-Total tax')).toHaveText('$2,775.00');
  await expect(page.getByTestId('summary-Refund')).toHaveText('$5,725.00');
  await expectNoSeriousViolations(page);

  // ——— The remaining wizard pages pass the scan too ———
  for (const step of ['schedule-a', 'add-documents', 'filing-status']) {
    await page.goto(`/form1040/${id}/${step}`);
    await expect(page.locator('h1')).toBeVisible();
    await expectNoSeriousViolations(page);
  }
});
