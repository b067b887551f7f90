import { expect, test, type Page } from '@playwright/test';
import { newAccount, registerByApi, signIn, startReturnWithW2 } from './support';

/*
 * Issue 22 in the browser: a filer with no LLC who opens Form 568 and leaves it empty owes nothing
 * (no "$800" in the sidebar or on the screen) until the LLC is named (item 19); Schedule CA shows the
 * return's filing status, head of household here, not "Single" (item 20).
 */

async function filerWithReturn(page: Page, person: { city: string; state: string; zip_code: string }) {
  const filer = newAccount('catrust');
  await registerByApi(page.request, filer);
  await signIn(page, filer.username, filer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return startReturnWithW2(
    page,
    { first_name: 'Dana', last_name: 'Cole', ...person },
    { employer_name: 'Front Range Co', wages: '48000', federal_income_tax: '4000' },
  );
}

const f568Link = (page: Page) => page.getByRole('navigation').getByRole('link', { name: /CA Form 568 LLC/ });

test('an empty Form 568 shows no $800 anywhere until the LLC is named', async ({ page }) => {
  const id = await filerWithReturn(page, { city: 'Denver', state: 'CO', zip_code: '80202' });
  await page.goto(`/form1040/${id}/ca/568`);
  await expect(page.getByRole('heading', { name: 'California Form 568' })).toBeVisible();
  // The first visit created the record (spec 002); it is empty.
  await expect
    .poll(async () => (await page.request.get(`/api/form1040/${id}/ca/form568?tax_year=2024`)).status())
    .toBe(200);
  await expect(page.getByRole('textbox', { name: /^3 Annual limited liability company tax/ })).toHaveValue(
    '0.00',
  );
  await expect(f568Link(page)).toContainText('0');
  await expect(page.locator('body')).not.toContainText('$800');

  // Leaving the screen: the sidebar still shows no amount due.
  await page.goto(`/form1040/${id}/income`);
  await expect(f568Link(page)).toBeVisible();
  await expect(f568Link(page)).not.toContainText('Due');
  await expect(page.locator('body')).not.toContainText('$800');

  // Naming the LLC says it exists: the $800 annual tax is due.
  await page.goto(`/form1040/${id}/ca/568`);
  const name = page.getByRole('textbox', { name: 'LLC name' });
  await name.fill('Cole Ventures LLC');
  await name.blur();
  await expect(page.getByRole('textbox', { name: /^3 Annual limited liability company tax/ })).toHaveValue(
    '800.00',
  );
  await expect(f568Link(page)).toContainText('Due $800.00');
});

test('Schedule CA shows head of household for a head-of-household filer', async ({ page }) => {
  const id = await filerWithReturn(page, { city: 'Sacramento', state: 'CA', zip_code: '95814' });
  const status = await page.request.put(`/api/form1040/${id}/filing-status`, {
    data: { filing_status: 'head of household' },
  });
  expect(status.ok(), await status.text()).toBe(true);
  await page.goto(`/form1040/${id}/ca/schedule_ca`);
  await expect(page.getByRole('heading', { name: 'Schedule CA (540)' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Filing status' })).toHaveValue('Head of household');
});
