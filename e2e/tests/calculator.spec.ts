import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, registerUser, signIn, signInAsAdmin } from './support';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function calculate(page: Page, status: string, income: string) {
  await choose(page, 'Filing status', status);
  await page.getByRole('textbox', { name: 'Taxable income' }).fill(income);
  await page.getByRole('button', { name: 'Calculate' }).click();
  return page.getByRole('region', { name: 'Result' });
}

test('a filer calculates tax, sees the Tax Table figure beside it, and the page is accessible', async ({
  page,
}) => {
  const account = newAccount('calc');
  await registerUser(page, account);
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/calculate-tax');
  await expect(page.getByRole('heading', { name: 'Tax Bracket Calculator' })).toBeVisible();

  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Please fix the highlighted fields.')).toBeVisible();
  await expect(page.getByText('Select a filing status', { exact: true }).last()).toBeVisible();
  await expect(page.getByText('Income must be 0 or more')).toBeVisible();
  await expectNoSeriousViolations(page);

  const result = await calculate(page, 'Single', '50000');
  // 5,426 + 22% × (50,000 − 47,150 = 2,850) = 5,426 + 627 = 6,053; effective 6,053 / 50,000 = 12.11%.
  await expect(result.getByText('$6,053.00')).toBeVisible();
  await expect(result.getByText('12.11%')).toBeVisible();
  // The Tax Table row 50,000–50,050 taxes its middle: 5,426 + 22% × 2,875 = 6,058.50 → 6,059.
  await expect(result.getByText('Your return would use the IRS Tax Table: $6,059.00')).toBeVisible();
  await expect(result.getByRole('img', { name: /Tax brackets/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Taxable income' })).toHaveValue('50000.00');
  await expectNoSeriousViolations(page);
});

test('an administrator edits a bracket and the calculator uses it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/tax-brackets');
  await expect(page.getByRole('heading', { name: 'Edit Tax Brackets' })).toBeVisible();
  await expect(page.getByText(/Returns are always computed from the tax engine/)).toBeVisible();
  await choose(page, 'Filing status', 'Single');
  await page.getByRole('button', { name: 'Edit 2024 Single from $47,150.00' }).click();
  await expect(page.getByRole('button', { name: 'Add bracket' })).toBeDisabled();

  const rate = page.getByRole('textbox', { name: /^Rate in percent/ });
  await expect(rate).toHaveValue('22');
  await rate.fill('101');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rate must be 0–100%')).toBeVisible();
  await expectNoSeriousViolations(page);
  await rate.fill('25');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bracket updated.' })).toBeVisible();
  await expect(page.getByRole('row', { name: /\$47,150\.00.*25%/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/calculate-tax');
  const result = await calculate(page, 'Single', '50000');
  // The edited bracket: 5,426 + 25% × 2,850 = 5,426 + 712.50 = 6,138.50; the return keeps the official 6,059.
  await expect(result.getByText('$6,138.50')).toBeVisible();
  await expect(result.getByText(/differs from the official 2024 rate schedules/)).toBeVisible();
});
