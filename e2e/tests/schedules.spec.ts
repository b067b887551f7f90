import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, registerUser, signIn } from './support';

/*
 * Schedule E and Schedule 1 driven as a user would: messages first, then a rental saved, reloaded
 * and edited with the server's totals; Schedule 1 rows added, edited and removed, alimony checked.
 */
test.describe.configure({ mode: 'serial' });

const filer = newAccount('sched');
let id = '';
const box = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });

test('Schedule E: messages, a rental saved with its totals, reloaded and updated', async ({ page }) => {
  await registerUser(page, filer);
  await signIn(page, filer.username, filer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Start New Tax File' }).click();
  await expect(page).toHaveURL(/\/form1040\/\d+\/basic$/);
  id = /\/form1040\/(\d+)\//.exec(page.url())![1]!;

  await page.goto(`/form1040/${id}/add-documents`);
  await page.getByRole('link', { name: 'Schedule E' }).click();
  await expect(
    page.getByRole('heading', { name: 'Schedule E — Supplemental Income and Loss' }),
  ).toBeVisible();
  await expect(
    page.getByText('No Schedule E yet. Fill in the form and click Save to create it.'),
  ).toBeVisible();

  // Line B stays off until line A is ticked, then must be answered.
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeDisabled();
  await page.getByRole('checkbox', { name: /^A Did you make any payments/ }).check();
  await page.getByRole('button', { name: 'Add property' }).click();
  await box(page, '3 Rents received (A)').fill('12000');
  await box(page, '2 Fair rental days (A)').fill('400');
  await box(page, '19 Other (A)').fill('50');
  await page.getByRole('button', { name: 'Submit Schedule E' }).click();
  await expect(page.getByText(/Please fix \d+ issue\(s\) before saving\./)).toBeVisible();
  await expect(page.getByText('Required if payments requiring Forms 1099 (A) is Yes.')).toBeVisible();
  await expect(page.getByText('Required when amounts are entered.').first()).toBeVisible();
  await expect(page.getByText('Enter 0–366.')).toBeVisible();
  await expect(page.getByText('Describe “Other (19)” when an amount is entered.')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('radio', { name: 'Yes' }).check();
  await box(page, '1a Physical address (street) (A)').fill('12 Elm St');
  await box(page, '1a City, state and ZIP (A)').fill('Springfield, IL 62701');
  await box(page, '2 Fair rental days (A)').fill('365');
  await box(page, '19 Other (A)').fill('');
  await box(page, '12 Mortgage interest paid to banks, etc. (A)').fill('6000');
  await box(page, '16 Taxes (A)').fill('2000');
  await box(page, '18 Depreciation expense or depletion (A)').fill('3000');
  await page.getByRole('button', { name: 'Submit Schedule E' }).click();
  await expect(page.getByText('Schedule E saved.')).toBeVisible();
  // Expenses 6,000 + 2,000 + 3,000 = 11,000; 12,000 − 11,000 = 1,000 of rental income (line 21 and 26).
  await expect(page.getByText('20 Total expenses: $11,000.00')).toBeVisible();
  await expect(page.getByRole('row', { name: /^26 Total rental real estate/ })).toContainText('$1,000.00');

  await page.reload();
  await expect(box(page, '3 Rents received (A)')).toHaveValue('12000.00');
  await expect(page.getByRole('button', { name: 'Update Schedule E' })).toBeVisible();
  await page.getByRole('button', { name: 'Add partnership or S corporation' }).click();
  await box(page, '(a) Name (A)').fill('Oak LP');
  await page.getByRole('textbox', { name: '(b) P for partnership, S for S corporation (A)' }).click();
  await page.getByRole('option', { name: 'P Partnership' }).click();
  await box(page, 'Employer identification number (A)').fill('123456789');
  await box(page, '(k) Nonpassive income from Schedule K-1 (A)').fill('4000');
  await page.getByRole('button', { name: 'Update Schedule E' }).click();
  await expect(page.getByText('Schedule E saved.')).toBeVisible();
  // Line 41 = 1,000 (line 26) + 4,000 (line 32) = 5,000.
  await expect(page.getByRole('row', { name: /^41 Total income/ })).toContainText('$5,000.00');
  await expectNoSeriousViolations(page);
});

test('Schedule 1: rows added, edited and removed; the Schedule E income shows as an auto row', async ({
  page,
}) => {
  await signIn(page, filer.username, filer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/form1040/${id}/add-documents`);
  await page.getByRole('link', { name: 'Schedule 1' }).click();
  await expect(page.getByRole('heading', { name: /^Schedule 1/ })).toBeVisible();
  const partI = page.getByRole('table', { name: 'Part I Additional Income' });
  // The 5,000 of Schedule E (line 41) lands on line 5, computed and read-only.
  await expect(partI.getByRole('row', { name: /Rental real estate/ })).toContainText('$5,000.00');
  await expect(partI.getByRole('row', { name: /Rental real estate/ })).toContainText('From your documents');

  await page.getByRole('button', { name: 'Add Row' }).first().click();
  await page.getByRole('button', { name: 'Save row' }).click();
  await expect(page.getByText('Choose a category.')).toBeVisible();
  await expect(page.getByText('Please fix 1 issue(s) before saving.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Category' }).click();
  await page.getByRole('option', { name: '8b Gambling' }).click();
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('1200');
  await box(page, 'Description').fill('Casino');
  await page.getByRole('button', { name: 'Save row' }).click();
  await expect(page.getByText('Row added.')).toBeVisible();
  // Part I total: 5,000 + 1,200 = 6,200.
  await expect(page.getByText('Total: $6,200.00')).toBeVisible();

  await partI
    .getByRole('row', { name: /Casino/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('800');
  await page.getByRole('button', { name: 'Save row' }).click();
  await expect(page.getByText('Schedule 1 saved.')).toBeVisible();
  await expect(page.getByText('Total: $5,800.00')).toBeVisible();

  // Alimony paid needs the recipient's SSN and the agreement date.
  await box(page, '19a Alimony paid').fill('6000');
  await page.getByRole('button', { name: 'Save header' }).click();
  await expect(page.getByText('Enter a 9-digit SSN (###-##-####).')).toBeVisible();
  await expect(page.getByText('Use YYYY-MM-DD.')).toBeVisible();
  await expect(page.getByText('Please fix 2 issue(s) before saving.')).toBeVisible();
  await box(page, '19b Recipient’s SSN').fill('987-65-4321');
  await box(page, '19c Date of original divorce or separation agreement').fill('2017-06-01');
  await page.getByRole('button', { name: 'Save header' }).click();
  await expect(page.getByText('Total: $6,000.00')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.reload();
  await expect(box(page, '19b Recipient’s SSN')).toHaveValue('***-**-4321');
  await partI
    .getByRole('row', { name: /Casino/ })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText('Remove this row?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Row removed.')).toBeVisible();
  await expect(page.getByText('Total: $5,000.00')).toBeVisible();
});
