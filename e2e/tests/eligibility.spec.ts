import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, newFilerWithW2 } from './support';

/*
 * Issue 11's eligibility facts as a filer meets them: the About you step, and a dependent whose
 * identifying number is an ITIN. Single, W-2 wages $50,000: taxable income 50,000 − 14,600 =
 * 35,400; Tax Table row 35,400–35,450 (midpoint 35,425): 1,160 + 12% × 23,825 = $4,019. A daughter
 * of 8 with an SSN valid for work gives the $2,000 child tax credit; with an ITIN she gives the $500
 * credit for other dependents instead (Schedule 8812 instructions), so line 19 is $500.
 */
const filer = newAccount('elig');
const box = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });

test('a filer marks a dependent’s ITIN and sees the credit for other dependents on the summary', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = await newFilerWithW2(
    page,
    filer,
    { first_name: 'Lena', last_name: 'Ortiz', city: 'Springfield', state: 'IL', zip_code: '62701' },
    { employer_name: 'Acme Corp', wages: '50000', federal_income_tax: '4000' },
  );

  // ——— About you: the defaults are kept, and the questions say why they are asked ———
  await page.goto(`/form1040/${id}/about-you`);
  await expect(page.getByRole('heading', { name: 'About You' })).toBeVisible();
  await expect(box(page, 'Your identifying number')).toHaveValue('Social Security number valid for work');
  await expect(page.getByText(/The earned income credit needs an SSN valid for work/)).toBeVisible();
  // Single: no spouse to ask about.
  await expect(page.getByRole('group', { name: 'Spouse' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /You retired on permanent and total disability/ }).check();
  await expect(box(page, 'Your taxable disability income')).toBeVisible();
  await page.getByRole('checkbox', { name: /You retired on permanent and total disability/ }).uncheck();
  await expect(box(page, 'Your taxable disability income')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByText('About you saved. Next: dependents.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/form1040/${id}/dependents$`));

  // ——— A daughter with an ITIN, claimed for the child tax credit ———
  await box(page, 'First name').fill('Sofia');
  await box(page, 'Last name').fill('Ortiz');
  await box(page, 'Relationship').fill('daughter');
  await page.getByRole('option', { name: 'Daughter' }).click();
  await page.getByLabel('Date of birth').fill('2016-03-14');
  await box(page, 'Identifying number').click();
  await page.getByRole('option', { name: /^ITIN/ }).click();
  await expect(box(page, 'SSN')).toHaveCount(0);
  await box(page, 'ITIN').fill('812701234');
  await expect(box(page, /Months lived in the United States/)).toHaveValue('12');
  await page.getByRole('checkbox', { name: /child tax credit/i }).check();
  await expect(
    page.getByText(/The child tax credit needs an SSN valid for work; with this number/),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Add dependent' }).click();
  await expect(page.getByText('An ITIN is 9 digits and starts with 9')).toBeVisible();
  await box(page, 'ITIN').fill('912701234');
  await page.getByRole('button', { name: 'Add dependent' }).click();
  await expect(page.getByRole('cell', { name: 'Sofia Ortiz', exact: true })).toBeVisible();

  // ——— The summary: $500 on line 19, and why ———
  await page.goto(`/form1040/${id}`);
  await expect(page.getByRole('heading', { name: 'Federal Summary' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Form 1040 line 19 / })).toContainText('$500.00');
  await expect(
    page.getByText(/Sofia has an ITIN: the child tax credit needs an SSN valid for work/),
  ).toBeVisible();
  // Total tax 4,019 − 500 = 3,519.
  await expect(page.getByTestId('summary-Total tax')).toHaveText('$3,519.00');
  await expectNoSeriousViolations(page);

  // ——— Credits: the saver's credit amounts, each with why ———
  await page.goto(`/form1040/${id}/credits`);
  await expect(box(page, 'Your Roth IRA contributions for 2024')).toBeVisible();
  await expect(page.getByText(/count toward the saver’s credit \(Form 8880\)/)).toBeVisible();
  await expect(box(page, /Spouse’s Roth IRA/)).toHaveCount(0);
  await expectNoSeriousViolations(page);
});
