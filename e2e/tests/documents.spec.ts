import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, registerUser, signIn } from './support';

/*
 * Spec 001 screens driven as a user would: the information returns on the generic document page,
 * Schedule C with its 1099-NEC link, and the 1099-MISC moved between the 1040 and Schedule C.
 */
test.describe.configure({ mode: 'serial' });

const filer = newAccount('docs');
let id = '';

async function signInTo(page: Page) {
  await signIn(page, filer.username, filer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}
const box = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });

test('a 1099-G is refused with the spec’s messages, then saved, reloaded, edited and deleted', async ({
  page,
}) => {
  await registerUser(page, filer);
  await signInTo(page);
  await page.getByRole('button', { name: 'Start New Tax File' }).click();
  await expect(page).toHaveURL(/\/form1040\/\d+\/basic$/);
  id = /\/form1040\/(\d+)\//.exec(page.url())![1]!;

  await page.goto(`/form1040/${id}/add-documents`);
  await page.getByRole('link', { name: '1099-G' }).click();
  await expect(page.getByRole('heading', { name: 'Form 1099-G' })).toBeVisible();
  await box(page, 'Payer TIN').fill('12');
  await box(page, 'Payer city, state and ZIP').fill('Chicago IL');
  await page.getByRole('button', { name: 'Submit 1099-G' }).click();
  await expect(page.getByText('Please fix the highlighted fields.')).toBeVisible();
  await expect(page.getByText('Payer name is required')).toBeVisible();
  await expect(page.getByText('TIN must be 9 digits')).toBeVisible();
  await expect(page.getByText('Use “City, ST 12345” format')).toBeVisible();
  await expectNoSeriousViolations(page);

  await box(page, 'Payer name').fill('State of Illinois');
  await box(page, 'Payer TIN').fill('361234567');
  await box(page, 'Payer city, state and ZIP').fill('Chicago, IL 60603');
  await box(page, 'Recipient name').fill('Jane Doe');
  await box(page, 'Box 1 Unemployment compensation').fill('12000');
  await box(page, 'Box 4 Federal income tax withheld').fill('1200');
  // The preview adds up as the user types.
  await expect(page.getByRole('row', { name: /Schedule 1 income/ })).toContainText('$12,000.00');
  await page.getByRole('button', { name: 'Submit 1099-G' }).click();
  await expect(page.getByText('Form 1099-G submitted successfully.')).toBeVisible();
  const table = page.getByRole('table', { name: '1099-G forms on this return' });
  await expect(table.getByRole('row', { name: /State of Illinois/ })).toContainText('$12,000.00');

  await page.reload();
  await expect(table.getByRole('row', { name: /State of Illinois/ })).toContainText('$1,200.00');
  await table.getByRole('button', { name: /^Edit/ }).click();
  await expect(page.getByText(/Editing 1099-G #\d+/)).toBeVisible();
  await expect(box(page, 'Box 1 Unemployment compensation')).toHaveValue('12000.00');
  await box(page, 'Box 1 Unemployment compensation').fill('9000');
  await page.getByRole('button', { name: 'Update 1099-G' }).click();
  await expect(page.getByText('Form 1099-G updated successfully.')).toBeVisible();
  await expect(table.getByRole('row', { name: /State of Illinois/ })).toContainText('$9,000.00');

  await table.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/Deleted 1099-G #\d+\./)).toBeVisible();
  await expect(page.getByText('No 1099-G forms entered yet.')).toBeVisible();
});

test('a 1099-R with a state row, and a 1099-INT whose box 9 exceeds box 8', async ({ page }) => {
  await signInTo(page);
  await page.goto(`/form1040/${id}/1099-r`);
  await box(page, 'Payer name').fill('Fidelity');
  await box(page, 'Recipient name').fill('Jane Doe');
  await box(page, 'Box 1 Gross distribution').fill('30000');
  await box(page, 'Box 2a Taxable amount').fill('30000');
  await page.getByRole('button', { name: 'Submit 1099-R' }).click();
  await expect(page.getByText('Distribution code(s) required (Box 7)')).toBeVisible();
  await box(page, 'Box 7 Distribution code(s)').fill('7');
  await box(page, 'Box 14 State tax withheld').fill('600');
  await expect(page.getByRole('row', { name: /State withholding/ })).toContainText('$600.00');
  await page.getByRole('button', { name: 'Submit 1099-R' }).click();
  await expect(page.getByText('Form 1099-R submitted successfully.')).toBeVisible();
  await expect(page.getByRole('table', { name: '1099-R forms on this return' })).toContainText('$30,000.00');
  // A second 1099-R from the same payer starts from the first one's payer.
  await page.getByRole('button', { name: 'Apply Prefill' }).click();
  await expect(box(page, 'Payer name')).toHaveValue('Fidelity');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Reset' }).click();

  await page.goto(`/form1040/${id}/1099-int`);
  await box(page, 'Payer name').fill('First Bank');
  await box(page, 'Recipient name').fill('Jane Doe');
  await box(page, 'Box 8 Tax-exempt interest').fill('10');
  await box(page, 'Box 9 Specified private activity bond interest').fill('50');
  await page.getByRole('button', { name: 'Submit 1099-INT' }).click();
  await expect(page.getByText('Box 9 cannot exceed Box 8')).toBeVisible();
  await box(page, 'Box 9 Specified private activity bond interest').fill('5');
  await box(page, 'Box 1 Interest income').fill('2000');
  await page.getByRole('button', { name: 'Submit 1099-INT' }).click();
  await expect(page.getByText('Form 1099-INT submitted successfully.')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('Schedule C is saved, links its 1099-NEC and shows the computed net profit', async ({ page }) => {
  await signInTo(page);
  await page.goto(`/form1040/${id}/schedule-c`);
  await expect(page.getByRole('heading', { name: 'Submit Schedule C' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add 1099-NEC' })).toBeDisabled();
  await page.getByRole('button', { name: 'Submit Schedule C' }).click();
  await expect(page.getByText('Please fix the highlighted fields.')).toBeVisible();
  await expect(page.getByText('Select a method')).toBeVisible();
  await box(page, 'Name of proprietor').fill('Jane Doe');
  await box(page, /^A Principal business/).fill('Web design');
  await box(page, 'B Enter code from instructions').fill('541430');
  await box(page, 'C Business name').fill('Doe Design');
  await box(page, /^E Business address/).fill('1 Main St');
  await box(page, 'City').fill('Springfield');
  await page.getByRole('textbox', { name: 'State' }).fill('IL');
  await page.getByRole('option', { name: 'IL', exact: true }).click();
  await box(page, 'ZIP').fill('62701');
  await page.getByRole('textbox', { name: 'F Accounting method' }).click();
  await page.getByRole('option', { name: 'Cash' }).click();
  await box(page, /^1 Gross receipts/).fill('20000');
  await box(page, '22 Supplies (not included in Part III)').fill('1000');
  await page.getByRole('button', { name: 'Submit Schedule C' }).click();
  await expect(page.getByText('Schedule C saved successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Schedule C' })).toBeVisible();
  // 20,000 receipts − 1,000 supplies = 19,000 (line 31).
  await expect(page.getByRole('row', { name: /31 Net profit/ })).toContainText('$19,000.00');
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: /Add 1099-NEC/ }).click();
  await expect(page.getByRole('heading', { name: 'Form 1099-NEC' })).toBeVisible();
  await box(page, 'Payer name').fill('Big Client LLC');
  await box(page, 'Payer TIN').fill('361234567');
  await box(page, 'Payer street').fill('9 Market St');
  await box(page, 'Payer city/state/ZIP').fill('Chicago, IL 60601');
  await box(page, 'Recipient name').fill('Jane Doe');
  await box(page, 'Recipient TIN').fill('123456789');
  await box(page, 'Recipient street').fill('1 Main St');
  await box(page, 'Recipient city/state/ZIP').fill('Springfield IL');
  await box(page, 'Box 1 Nonemployee compensation').fill('5000');
  await box(page, 'Box 5 State tax withheld').fill('100');
  await page.getByRole('button', { name: 'Submit 1099-NEC' }).click();
  await expect(page.getByText('Format must be "City, ST 12345" (ZIP+4 allowed)')).toBeVisible();
  await expect(
    page.getByText('State/Payer’s State No. is required when Box 5 or Box 7 has an amount'),
  ).toBeVisible();
  await box(page, 'Recipient city/state/ZIP').fill('Springfield, IL 62701');
  await box(page, 'Box 6 State/Payer’s state no.').fill('IL-99');
  await page.getByRole('button', { name: 'Submit 1099-NEC' }).click();
  await expect(page.getByText('Form 1099-NEC submitted successfully.')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(`/form1040/${id}/schedule-c`);
  await expect(page.getByRole('link', { name: /Add 1099-NEC/ })).toContainText('1');
  // 20,000 + 5,000 from the linked 1099-NEC − 1,000 = 24,000.
  await expect(page.getByRole('row', { name: /31 Net profit/ })).toContainText('$24,000.00');
});

test('a 1099-MISC moves from the Form 1040 to the Schedule C', async ({ page }) => {
  await signInTo(page);
  await page.goto(`/form1040/${id}/1099-misc?target=1040`);
  await box(page, 'Payer name').fill('Prize Co');
  await box(page, 'Box 3 Other income').fill('700');
  await page.getByRole('button', { name: 'Submit 1099-MISC' }).click();
  await expect(page.getByText('1099‑MISC created.')).toBeVisible();
  await page.getByRole('button', { name: 'Move to Schedule C' }).click();
  await expect(page.getByText('1099‑MISC reassigned.')).toBeVisible();
  await expect(page.getByText('No 1099-MISC forms entered yet.')).toBeVisible();
  await page.goto(`/form1040/${id}/1099-misc?target=schedule-c`);
  await expect(page.getByRole('table', { name: '1099-MISC forms on this return' })).toContainText('Prize Co');
  await expectNoSeriousViolations(page);
});

test('a 1099-DIV and an SSA-1099 are saved, reloaded and edited', async ({ page }) => {
  await signInTo(page);
  await page.goto(`/form1040/${id}/add-documents`);
  await page.getByRole('link', { name: '1099-DIV' }).click();
  await expect(page.getByRole('heading', { name: 'Form 1099-DIV' })).toBeVisible();
  await box(page, 'Payer name').fill('Vanguard');
  await box(page, 'Recipient name').fill('Jane Doe');
  await box(page, 'Box 1a Total ordinary dividends').fill('1000');
  await box(page, 'Box 1b Qualified dividends').fill('1500');
  await page.getByRole('button', { name: 'Submit 1099-DIV' }).click();
  await expect(page.getByText('Box 1b cannot exceed Box 1a')).toBeVisible();
  await box(page, 'Box 1b Qualified dividends').fill('800');
  await page.getByRole('button', { name: 'Submit 1099-DIV' }).click();
  await expect(page.getByText('Form 1099-DIV submitted successfully.')).toBeVisible();
  const divs = page.getByRole('table', { name: '1099-DIV forms on this return' });
  await page.reload();
  await expect(divs.getByRole('row', { name: /Vanguard/ })).toContainText('$800.00');
  await divs.getByRole('button', { name: /^Edit/ }).click();
  await box(page, 'Box 1a Total ordinary dividends').fill('1200');
  await page.getByRole('button', { name: 'Update 1099-DIV' }).click();
  await expect(page.getByText('Form 1099-DIV updated successfully.')).toBeVisible();
  await expect(divs.getByRole('row', { name: /Vanguard/ })).toContainText('$1,200.00');
  await expectNoSeriousViolations(page);

  await page.goto(`/form1040/${id}/add-documents`);
  await page.getByRole('link', { name: 'SSA-1099' }).click();
  await expect(box(page, 'Payer')).toHaveValue('Social Security Administration');
  await box(page, 'Box 2 Beneficiary’s social security number').fill('12345');
  await page.getByRole('button', { name: 'Submit SSA-1099' }).click();
  await expect(page.getByText('SSN must be 9 digits')).toBeVisible();
  await box(page, 'Box 2 Beneficiary’s social security number').fill('123456789');
  await box(page, 'Box 3 Benefits paid in 2024').fill('24000');
  await box(page, 'Box 4 Benefits repaid to SSA in 2024').fill('1000');
  // Box 5 net benefits = 24,000 − 1,000 = 23,000 (line 6a).
  await expect(page.getByRole('row', { name: /Box 5 Net benefits/ })).toContainText('$23,000.00');
  await page.getByRole('button', { name: 'Submit SSA-1099' }).click();
  await expect(page.getByText('Form SSA-1099 submitted successfully.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'SSA-1099 forms on this return' })).toContainText(
    '$23,000.00',
  );
  await expectNoSeriousViolations(page);
});
