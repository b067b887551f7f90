import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  approvePreparer,
  expectNoSeriousViolations,
  newAccount,
  signIn,
  signInAsAdmin,
  startReturnWithW2,
  unique,
  registerByApi,
} from './support';

/** A filer with one return (single, one W-2) and `extraW2s` more W-2s; answers the filer and the return id. */
async function filerWithReturn(browser: Browser, request: APIRequestContext, lastName: string, extraW2s = 0) {
  const filer = newAccount('filer');
  await registerByApi(request, filer);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, filer.username, filer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const id = await startReturnWithW2(
    page,
    { first_name: 'Ada', last_name: lastName, city: 'Springfield', state: 'IL', zip_code: '62701' },
    { employer_name: 'Acme Corp', wages: '52000', federal_income_tax: '5000' },
  );
  for (let i = 1; i <= extraW2s; i += 1) {
    const res = await page.request.post('/api/w2/add', {
      data: {
        form1040_id: Number(id),
        employer_name: `Side Job ${i}`,
        employer_ein: '123456789',
        wages: '100',
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await context.close();
  return { filer, id };
}

/** The All forms table's count ("12 forms"). */
const caption = (page: Page) => page.getByRole('table').locator('caption');

async function openAllForms(page: Page): Promise<void> {
  await page.goto('/admin/forms');
  await expect(page.getByRole('heading', { name: 'All Forms' })).toBeVisible();
}

test('an administrator filters, sorts and pages All forms, edits basic info and deletes a document', async ({
  page,
  browser,
}) => {
  // A long journey through five screens with four accessibility scans, on a shared machine.
  test.setTimeout(180_000);
  const lastName = unique('Lovelace');
  // One return and 11 W-2s: 12 forms of this filer, two pages of 10.
  const { filer, id } = await filerWithReturn(browser, page.request, lastName, 10);

  await signInAsAdmin(page);
  await openAllForms(page);
  await expectNoSeriousViolations(page);

  await page.getByRole('textbox', { name: 'Search forms' }).fill(filer.username);
  await page.getByRole('textbox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(caption(page)).toHaveText('12 forms');
  await expect(page.getByRole('row')).toHaveCount(11); // header + 10
  // At 1280 px a row's actions fit whole: squeezed, the Delete button hid part of its own label.
  await page.setViewportSize({ width: 1280, height: 800 });
  const label = await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .evaluate((b) =>
      [b, ...Array.from(b.querySelectorAll('*'))]
        .map((e) => e.scrollWidth - e.clientWidth)
        .filter((d) => d > 0),
    );
  expect(label).toEqual([]);
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page.getByRole('row')).toHaveCount(3); // header + the last 2

  // Type filter, then sort by ID ascending: the first W-2 is the one entered with the return.
  await page.getByRole('textbox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'W-2 Wage and Tax Statements (w2)', exact: true }).click();
  await expect(caption(page)).toHaveText('11 forms');
  await page.getByRole('button', { name: 'ID', exact: true }).click();
  const firstW2 = page.getByRole('row').nth(1);
  await expect(firstW2).toContainText('Acme Corp');

  // The return's details, from its row.
  await page.getByRole('textbox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Form 1040 (form1040)', exact: true }).click();
  await expect(caption(page)).toHaveText('1 form');
  await page.getByRole('row').nth(1).getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/form/form1040/${id}$`));
  await expect(page.getByRole('heading', { name: 'Form Details' })).toBeVisible();
  await expect(page.getByText(filer.email)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Basic info' })).toContainText('***-**-6789');
  await expect(page.getByRole('table', { name: 'Documents of this return (11)' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Edit basic info; leaving with edits asks first.
  await page.getByRole('link', { name: 'Edit basic info' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Basic Info' })).toBeVisible();
  const newLast = unique('Byron');
  await page.getByRole('textbox', { name: 'Last name' }).fill(newLast);
  await page.getByRole('textbox', { name: 'City' }).fill('Peoria');
  await page.getByRole('link', { name: '← All forms' }).click();
  const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Save basic info' }).click();
  await expect(page.getByText('Basic info saved.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/form/form1040/${id}$`));
  await expect(page.getByText(`(Ada ${newLast})`).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Basic info' })).toContainText('Peoria');

  // The filer's return shows the change too: the list finds it by the new name.
  await openAllForms(page);
  await page.getByRole('textbox', { name: 'Search forms' }).fill(newLast);
  await expect(caption(page)).toHaveText('1 form');
  await expect(page.getByRole('row').nth(1)).toContainText(`Ada ${newLast}`);

  // Delete the first W-2 from its details page.
  await page.getByRole('row').nth(1).getByRole('link', { name: 'View' }).click();
  const docs = page.getByRole('table', { name: 'Documents of this return (11)' });
  await docs.getByRole('row').filter({ hasText: 'Acme Corp' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/form\/w2\/\d+$/);
  await expect(page.getByRole('table', { name: 'Amounts' })).toContainText('$52,000.00');
  await expect(page.getByRole('link', { name: 'Open in the return' })).toHaveAttribute(
    'href',
    `/form1040/${id}/w2`,
  );
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete form?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Form deleted.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to All forms' }).click();
  await page.getByRole('textbox', { name: 'Search forms' }).fill(filer.username);
  await expect(caption(page)).toHaveText('11 forms');
  await expect(page.getByRole('table')).not.toContainText('Acme Corp');
});

test('a preparer views forms, may edit basic info and add federal forms, but sees no Delete', async ({
  page,
  browser,
}) => {
  const { id } = await filerWithReturn(browser, page.request, unique('Hopper'));
  const agent = newAccount('agent');
  await registerByApi(page.request, agent, {
    role: 'agent',
    ptin: '12345678',
    self_employed: true,
    phone: '555-010-0300',
  });
  await approvePreparer(page.request, agent.username);
  await signIn(page, agent.username, agent.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await openAllForms(page);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  await page.goto(`/admin/form/form1040/${id}`);
  await expect(page.getByRole('heading', { name: 'Form Details' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit basic info' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Add federal forms' }).click();
  await expect(page.getByRole('heading', { name: 'Add Federal Forms' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Add Schedule C' }).click();
  await expect(page).toHaveURL(new RegExp(`/form1040/${id}/schedule-c$`));
});
