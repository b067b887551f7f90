import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, registerUser, signIn, uploadCsv as upload } from './support';

/*
 * Schedule D and its Form 8949 rows driven as a filer would (spec 001 sections 2–5 and 7): the
 * line 1a rule, the live subtotals and the loss limit, save / reload / update, and a broker CSV
 * import that saves nothing from a file with a bad row. Every figure is worked out beside it.
 */
test.describe.configure({ mode: 'serial' });

const filer = newAccount('schd');
let id = '';

async function signInTo(page: Page) {
  await signIn(page, filer.username, filer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** The amount of a computed line (its last cell), so a loss and a gain of the same size differ. */
const line = (page: Page, start: string) =>
  page
    .getByRole('row', { name: new RegExp(`^${start.replace(/[()]/g, '\\$&')}`) })
    .getByRole('cell')
    .last();

async function chooseStatus(page: Page, label: string) {
  await page.getByRole('textbox', { name: 'Filing status' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test('Schedule D: the line 1a rule, live totals with the loss limit, save, reload and update', async ({
  page,
}) => {
  await registerUser(page, filer);
  await signInTo(page);
  await page.getByRole('button', { name: 'Start New Tax File' }).click();
  await expect(page).toHaveURL(/\/form1040\/\d+\/basic$/);
  id = /\/form1040\/(\d+)\//.exec(page.url())![1]!;
  // The server applies the return's filing status to line 21, so the return is Single too.
  await page.goto(`/form1040/${id}/status`);
  await page.getByRole('radio', { name: 'Single' }).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByText('Filing status saved. Next: identity.')).toBeVisible();

  await page.goto(`/form1040/${id}/add-documents`);
  await page.getByRole('link', { name: 'Schedule D' }).click();
  await expect(page).toHaveURL(new RegExp(`/form1040/${id}/schedule-d`));
  await expect(page.getByRole('heading', { name: 'Schedule D (Capital Gains and Losses)' })).toBeVisible();
  await expect(
    page.getByText('No Schedule D yet. Fill in the form and click Save to create it.'),
  ).toBeVisible();
  // A new Schedule D starts from the return's filing status.
  await expect(page.getByRole('textbox', { name: 'Filing status' })).toHaveValue('Single');

  await box(page, '1a (g) Adjustments').fill('100');
  await page.getByRole('button', { name: 'Submit Schedule D' }).click();
  await expect(page.getByText('Please fix the highlighted fields.')).toBeVisible();
  // Columns (d) and (e) both need an amount once (g) has one.
  await expect(page.getByText('Required when completing line 1a.')).toHaveCount(2);

  await box(page, '1a (d) Proceeds (sales price)').fill('10000');
  await box(page, '1a (e) Cost (or other basis)').fill('12500');
  await box(page, '6 Short-term capital loss carryover from 2023').fill('500');
  await box(page, '8a (d) Proceeds (sales price)').fill('3000');
  await box(page, '8a (e) Cost (or other basis)').fill('4000');
  await box(page, '13 Capital gain distributions (not on a 1099-DIV entered here)').fill('200');
  await page.getByRole('checkbox', { name: /qualified opportunity fund/ }).check();
  // Line 1a (h): 10,000 − 12,500 + 100 = −2,400.
  await expect(line(page, '1a (h)')).toHaveText('-$2,400.00');
  // Line 7: −2,400 + the 500 carryover counted as a loss (−500) = −2,900.
  await expect(line(page, '7 Net short-term')).toHaveText('-$2,900.00');
  // Line 8a (h): 3,000 − 4,000 = −1,000; line 15: −1,000 + 200 distributions = −800.
  await expect(line(page, '8a (h)')).toHaveText('-$1,000.00');
  await expect(line(page, '15 Net long-term')).toHaveText('-$800.00');
  // Line 16: −2,900 + (−800) = −3,700; line 21: the smaller of 3,700 and 3,000 = 3,000.
  await expect(line(page, '16 Combine')).toHaveText('-$3,700.00');
  await expect(line(page, '21 Allowed loss')).toHaveText('$3,000.00');
  // Married filing separately: the smaller of 3,700 and 1,500 = 1,500, and a note that the
  // return (Single) keeps the $3,000 limit on the server.
  await chooseStatus(page, 'Married filing separately');
  await expect(line(page, '21 Allowed loss')).toHaveText('$1,500.00');
  await expect(page.getByText(/The return’s filing status is Single/)).toBeVisible();
  await chooseStatus(page, 'Single');
  await expect(line(page, '21 Allowed loss')).toHaveText('$3,000.00');
  await expect(page.getByText(/The return’s filing status is Single/)).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Submit Schedule D' }).click();
  await expect(page.getByText('Schedule D saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Schedule D' })).toBeVisible();
  // The server's figures agree with the screen's: −3,700 on line 16, 3,000 allowed.
  await expect(line(page, '16 Combine')).toHaveText('-$3,700.00');
  await expect(line(page, '21 Allowed loss')).toHaveText('$3,000.00');

  await page.reload();
  await expect(box(page, '1a (d) Proceeds (sales price)')).toHaveValue('10000.00');
  await expect(box(page, '1a (e) Cost (or other basis)')).toHaveValue('12500.00');
  await expect(box(page, '1a (g) Adjustments')).toHaveValue('100.00');
  await expect(box(page, '6 Short-term capital loss carryover from 2023')).toHaveValue('500.00');
  await expect(box(page, '13 Capital gain distributions (not on a 1099-DIV entered here)')).toHaveValue(
    '200.00',
  );
  await expect(page.getByRole('textbox', { name: 'Filing status' })).toHaveValue('Single');
  await expect(page.getByRole('checkbox', { name: /qualified opportunity fund/ })).toBeChecked();
  await expect(page.getByText(/Schedule D not found/)).toHaveCount(0);
  await expect(line(page, '7 Net short-term')).toHaveText('-$2,900.00');
  await expect(line(page, '15 Net long-term')).toHaveText('-$800.00');

  await box(page, '1a (e) Cost (or other basis)').fill('10500');
  // Line 1a (h): 10,000 − 10,500 + 100 = −400; line 7: −400 − 500 = −900;
  // line 16: −900 + (−800) = −1,700; line 21: the smaller of 1,700 and 3,000 = 1,700.
  await expect(line(page, '7 Net short-term')).toHaveText('-$900.00');
  await page.getByRole('button', { name: 'Update Schedule D' }).click();
  await expect(page.getByText('Schedule D saved.')).toBeVisible();
  await page.reload();
  await expect(box(page, '1a (e) Cost (or other basis)')).toHaveValue('10500.00');
  await expect(line(page, '1a (h)')).toHaveText('-$400.00');
  await expect(line(page, '7 Net short-term')).toHaveText('-$900.00');
  await expect(line(page, '16 Combine')).toHaveText('-$1,700.00');
  await expect(line(page, '21 Allowed loss')).toHaveText('$1,700.00');
});

test('Form 8949 CSV import: a bad row saves nothing, a good file adds its rows to Schedule D', async ({
  page,
}) => {
  await signInTo(page);
  await page.goto(`/form1040/${id}/schedule-d`);
  await page.getByRole('link', { name: /Form 8949 rows/ }).click();
  await expect(page).toHaveURL(new RegExp(`/form1040/${id}/f8949$`));
  await expect(page.getByRole('heading', { name: 'Form 8949' })).toBeVisible();
  await expect(page.getByText('No Form 8949 rows entered yet.')).toBeVisible();
  await expect(
    page.getByText(/Required columns: box, description, date_acquired, date_sold, proceeds, cost\./),
  ).toBeVisible();

  const header = 'Description,Date Acquired,Date Sold,Proceeds,Cost Basis,Box';
  const xyz = '100 sh XYZ,01/10/2024,06/10/2024,"$5,000.00","4,000",A';
  // File line 3 (the header is line 1) has no description.
  await upload(page, 'bad.csv', [header, xyz, ',2024-01-01,2024-02-01,5,5,A']);
  await expect(page.getByText('Line 3: Description is required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save 1 row' })).toBeDisabled();
  const empty = await page.request.get(`/api/form1040/${id}/f8949`);
  expect(await empty.json()).toEqual([]);
  await page.reload();
  await expect(page.getByText('No Form 8949 rows entered yet.')).toBeVisible();

  await upload(page, 'good.csv', [header, xyz, '10 sh ABC,2020-03-01,2024-03-02,2500,4000,D']);
  const preview = page.getByRole('table', { name: /Rows read from the file/ });
  // The gain or (loss) is the preview's last column and the list's sixth.
  const previewGain = (name: RegExp) => preview.getByRole('row', { name }).getByRole('cell').last();
  // XYZ: 5,000 − 4,000 = 1,000 gain (box A, held Jan–Jun 2024: short-term).
  await expect(previewGain(/100 sh XYZ/)).toHaveText('$1,000.00');
  // ABC: 2,500 − 4,000 = −1,500 loss (box D, held since 2020: long-term).
  await expect(previewGain(/10 sh ABC/)).toHaveText('-$1,500.00');
  await expect(page.getByText(/problem/)).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Save 2 rows' }).click();
  await expect(page.getByText('2 Form 8949 rows imported.')).toBeVisible();
  await expect(preview).toHaveCount(0);
  const list = page.getByRole('table', { name: 'Form 8949 rows on this return' });
  const listGain = (name: RegExp) => list.getByRole('row', { name }).getByRole('cell').nth(5);
  await expect(listGain(/100 sh XYZ/)).toHaveText('$1,000.00');
  await expect(listGain(/10 sh ABC/)).toHaveText('-$1,500.00');
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Back to Schedule D' }).click();
  await page.reload();
  await expect(page.getByRole('link', { name: /Form 8949 rows/ })).toContainText('2');
  // Box A and D rows without adjustments are totalled on lines 1a and 8a, with no Form 8949 (Form 8949
  // instructions, Exception 1): line 1a −400 + 1,000 = 600; line 8a −1,000 − 1,500 = −2,500.
  await expect(line(page, '1a (h)')).toHaveText('$600.00');
  await expect(line(page, '1b (h)')).toHaveText('$0.00');
  await expect(line(page, '8a (h)')).toHaveText('-$2,500.00');
  await expect(line(page, '8b (h)')).toHaveText('$0.00');
  // Line 7: −900 + 1,000 = 100; line 15: −800 − 1,500 = −2,300;
  // line 16: 100 − 2,300 = −2,200; line 21: the smaller of 2,200 and 3,000 = 2,200.
  await expect(line(page, '7 Net short-term')).toHaveText('$100.00');
  await expect(line(page, '15 Net long-term')).toHaveText('-$2,300.00');
  await expect(line(page, '16 Combine')).toHaveText('-$2,200.00');
  await expect(line(page, '21 Allowed loss')).toHaveText('$2,200.00');
  await expectNoSeriousViolations(page);
});
