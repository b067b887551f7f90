import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, newFilerWithW2 } from './support';

/*
 * Issue 11's input screens driven as a filer would: W-2 box 12 on the W-2 screen, a Form 1095-A
 * month by month with the household facts under it, and an HSA; then the summary's figures.
 */
const filer = newAccount('credits');
const box = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });

async function choose(page: Page, field: string, option: RegExp) {
  await box(page, field).click();
  await page.getByRole('option', { name: option }).click();
}

test('a filer adds a 1095-A and an HSA through the screens and sees the credit and deduction', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = await newFilerWithW2(
    page,
    filer,
    { first_name: 'Dana', last_name: 'Reyes', city: 'Springfield', state: 'IL', zip_code: '62701' },
    { employer_name: 'Acme Corp', wages: '40000', federal_income_tax: '3000' },
  );

  // W-2 box 12: the employer's HSA contribution (code W), added on the W-2 screen.
  await page.goto(`/form1040/${id}/w2`);
  const w2s = page.getByRole('table', { name: 'W-2s on this return' });
  await w2s.getByRole('button', { name: /^Edit/ }).click();
  await expect(page.getByRole('table', { name: 'Box 12 codes and amounts' })).toBeVisible();
  await box(page, '12a Amount').fill('1000');
  await page.getByRole('button', { name: 'Update W-2' }).click();
  await expect(page.getByText('Choose the box 12 code printed beside this amount.')).toBeVisible();
  await choose(page, '12a Code', /^W — /);
  await expect(page.getByRole('checkbox', { name: /457\(b\)/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Update W-2' }).click();
  await expect(page.getByText('W-2 updated.')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Form 1095-A, chosen among the documents, month by month.
  await page.goto(`/form1040/${id}/add-documents`);
  await page.getByRole('link', { name: '1095-A (Marketplace coverage)' }).click();
  await expect(page.getByRole('heading', { name: /Form 1095-A/ })).toBeVisible();
  await page.getByRole('button', { name: 'Submit 1095-A' }).click();
  await expect(page.getByText('Enter the policy issuer’s name (line 3).')).toBeVisible();
  await expect(
    page.getByText(/Enter column A \(the monthly enrollment premium\) for at least one month/),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  await box(page, 'Line 3 Policy issuer’s name').fill('Blue Marketplace Plan');
  await box(page, 'Line 2 Marketplace-assigned policy number').fill('IL-123');
  for (const month of [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ]) {
    await box(page, `${month} A. Monthly enrollment premium`).fill('500');
    await box(page, `${month} B. Monthly second lowest cost silver plan (SLCSP) premium`).fill('600');
    await box(page, `${month} C. Monthly advance payment of premium tax credit`).fill('400');
  }
  // Line 33 adds up as the filer types: 12 × 500 = 6,000; 12 × 400 = 4,800.
  await expect(page.getByRole('row', { name: /Line 33A/ })).toContainText('$6,000.00');
  await expect(page.getByRole('row', { name: /Line 33C/ })).toContainText('$4,800.00');
  await page.getByRole('button', { name: 'Submit 1095-A' }).click();
  await expect(page.getByText('Form 1095-A submitted successfully.')).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Forms 1095-A on this return' })
      .getByRole('row', { name: /Blue Marketplace Plan/ }),
  ).toContainText('$4,800.00');

  // The household facts, once per return; the poverty table comes from the address state.
  await expect(page.getByText(/federal poverty line for the 48 contiguous states and DC/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Married filing separately/ })).toHaveCount(0);
  await box(page, 'Line 2b Modified AGI of your dependents who must file a return').fill('-5');
  await page.getByRole('button', { name: 'Save household facts' }).click();
  await expect(page.getByText('Must be 0 or more').first()).toBeVisible();
  await box(page, 'Line 2b Modified AGI of your dependents who must file a return').fill('0');
  await page.getByRole('button', { name: 'Save household facts' }).click();
  await expect(page.getByText('Household facts saved.')).toBeVisible();
  await expectNoSeriousViolations(page);

  // The HSA (Form 8889), self-only coverage all year.
  await page.goto(`/form1040/${id}/add-documents`);
  await page.getByRole('link', { name: 'HSA (Form 8889)' }).click();
  await expect(page.getByRole('heading', { name: 'Health savings account (Form 8889)' })).toBeVisible();
  await box(page, 'Line 2 Contributions you made for 2024').fill('2000');
  await page.getByRole('button', { name: 'Submit HSA' }).click();
  await expect(page.getByText('Choose self-only or family coverage.')).toBeVisible();
  await choose(page, 'Line 1 Coverage type', /^Self-only$/);
  await box(page, 'Line 14a Total distributions (Forms 1099-SA box 1)').fill('500');
  await box(page, 'Line 15 Qualified medical expenses paid with HSA distributions').fill('300');
  await page.getByRole('button', { name: 'Submit HSA' }).click();
  await expect(page.getByText('Form HSA submitted successfully.')).toBeVisible();
  await expectNoSeriousViolations(page);

  // The summary. Form 8889: limit 4,150 − code W 1,000 = 3,150, so the 2,000 contributed is all
  // deductible (Schedule 1 line 13); 500 − 300 = 200 is taxable with a 20% additional tax of 40.
  // AGI = 40,000 + 200 − 2,000 = 38,200 = 262% of 14,580 → applicable figure 0.0448; contribution
  // 38,200 × 0.0448 = 1,711; line 11: 7,200 − 1,711 = 5,489 (< 6,000) allowed, less 4,800 advance
  // = 689 net premium tax credit (Schedule 3 line 9).
  await page.goto(`/form1040/${id}`);
  await expect(page.getByTestId('summary-Adjusted gross income')).toHaveText('$38,200.00');
  await expect(page.getByRole('row', { name: /^Schedule 1 line 13 / })).toContainText('$2,000.00');
  await expect(page.getByRole('row', { name: /^Schedule 3 line 9 / })).toContainText('$689.00');
  await expect(page.getByRole('row', { name: /^Schedule 2 line 17c / })).toContainText('$40.00');
  // Each attached form says why it is there: where its figure goes.
  const attached = page.getByRole('region', { name: 'Forms in this return' });
  await expect(attached.getByRole('listitem').filter({ hasText: 'Form 8962' })).toContainText(
    'goes to Schedule 3 (Form 1040), line 9.',
  );
  // Its first line read by Schedule 1 is line 16, the taxable distribution (500 − 300).
  await expect(attached.getByRole('listitem').filter({ hasText: 'Form 8889' })).toContainText(
    'Line 16 ($200) goes to Schedule 1 (Form 1040), line 8f.',
  );
});
