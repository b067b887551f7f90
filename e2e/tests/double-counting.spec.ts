import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousViolations,
  newAccount,
  registerByApi,
  signIn,
  startReturnWithW2,
  uploadCsv as upload,
} from './support';

/*
 * Double counting (issue 22, item 13): the Income step shows what the documents already put on each
 * line, read-only with their sources, and warns when the same amount is typed again; a broker CSV
 * imported a second time is reported as already on the return and its duplicates can be skipped.
 */
test.describe.configure({ mode: 'serial' });

const filer = newAccount('double');
let id = '';

async function signInTo(page: Page) {
  await signIn(page, filer.username, filer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('the Income step shows document amounts with their sources and warns on a typed twin', async ({
  page,
}) => {
  await registerByApi(page.request, filer);
  await signInTo(page);
  id = await startReturnWithW2(
    page,
    { first_name: 'Ada', last_name: 'Twice', city: 'Springfield', state: 'IL', zip_code: '62701' },
    { employer_name: 'Acme Corp', wages: '52000', federal_income_tax: '5000' },
  );
  const int = await page.request.post(`/api/form1040/${id}/1099int`, {
    data: {
      payer_name: 'First Bank',
      payer_tin: '361234567',
      payer_street: '1 Bank Plaza',
      payer_city_state_zip: 'Chicago, IL 60603',
      recipient_name: 'Ada Twice',
      recipient_tin: '123456789',
      recipient_street: '1 Main St',
      recipient_city_state_zip: 'Springfield, IL 62701',
      box1_interest_income: '1250',
    },
  });
  expect(int.status(), await int.text()).toBe(201);

  await page.goto(`/form1040/${id}/income`);
  const sources = page.getByRole('table', { name: 'Amounts from your documents' });
  await expect(sources.getByRole('row', { name: /From 1099-INT: First Bank/ })).toContainText('$1,250.00');
  await expect(sources.getByRole('row', { name: /From 1099-INT: First Bank/ })).toContainText('2b');
  await expect(sources.getByRole('row', { name: /From W-2: Acme Corp/ })).toContainText('$52,000.00');

  // The entry is what is on no form, added to the documents' amounts.
  const typed = page.getByRole('textbox', { name: '2b Taxable interest not on a form (additional)' });
  await expect(typed).toHaveAccessibleDescription(
    /Added to the \$1,250\.00 from your documents listed above: enter only what is on no form\./,
  );
  await typed.fill('1250');
  await typed.blur();
  await expect(
    page.getByText(
      '$1,250.00 is already counted on line 2b (From 1099-INT: First Bank). Typed here too, it would be counted twice.',
    ),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  // Another amount is not the document's: no warning.
  await typed.fill('40');
  await expect(page.getByText(/Typed here too/)).toHaveCount(0);
});

test('a broker CSV imported again is reported before saving and its duplicates can be skipped', async ({
  page,
}) => {
  await signInTo(page);
  await page.goto(`/form1040/${id}/f8949`);
  const header = 'Description,Date Acquired,Date Sold,Proceeds,Cost Basis,Box';
  const xyz = '100 sh XYZ,01/10/2024,06/10/2024,"$5,000.00","4,000",A';
  const abc = '10 sh ABC,2020-03-01,2024-03-02,2500,4000,D';
  await upload(page, 'broker.csv', [header, xyz, abc]);
  await expect(page.getByText(/duplicate/i)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save 2 rows' }).click();
  await expect(page.getByText('2 Form 8949 rows imported.')).toBeVisible();

  // The same export again, with one new sale.
  await upload(page, 'broker-again.csv', [header, xyz, abc, 'New Co,2024-02-01,2024-03-01,10,5,A']);
  await expect(page.getByText('2 duplicate rows in the file')).toBeVisible();
  await expect(
    page.getByText('2 rows are already on this return (same box, description, dates and amounts).'),
  ).toBeVisible();
  const preview = page.getByRole('table', { name: /Rows read from the file/ });
  await expect(preview.getByRole('row', { name: /100 sh XYZ/ })).toContainText('Already on this return');
  await expect(preview.getByRole('row', { name: /New Co/ })).not.toContainText('Already on this return');
  await expect(page.getByRole('button', { name: 'Save all 3 rows' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Skip 2 duplicates' }).click();
  await expect(page.getByText('1 Form 8949 row imported. 2 duplicate rows were skipped.')).toBeVisible();

  const rows = await (await page.request.get(`/api/form1040/${id}/f8949`)).json();
  expect(rows.map((r: { description: string }) => r.description)).toEqual([
    '100 sh XYZ',
    '10 sh ABC',
    'New Co',
  ]);
});
