import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { approvePreparer, newAccount, registerByApi, signIn, W2_52000 } from './support';
import { signReturnByApi } from './signing';

/*
 * Issue 22 items 9 and 10: a preparer's override is saved by its own dialog only (never by the
 * step's form around it), and an accepted return keeps showing what the IRS accepted.
 */

const ok = async (r: Promise<APIResponse>) => {
  const res = await r;
  expect(res.ok(), `${res.status()} ${await res.text()}`).toBe(true);
  return res;
};

/** A filer's return through the API: single, one W-2 of 52,000 with 5,000 withheld. Returns its id. */
async function filerReturn(request: APIRequestContext, prefix: string) {
  const filer = newAccount(prefix);
  await registerByApi(request, filer);
  const login = await ok(
    request.post('/api/login', { data: { username: filer.username, password: filer.password } }),
  );
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const created = await ok(request.post('/api/form1040', { headers, data: {} }));
  const id = String(((await created.json()) as { id: number }).id);
  await ok(
    request.put(`/api/form1040/${id}/personal`, {
      headers,
      data: {
        first_name: 'Olive',
        last_name: 'Override',
        ssn: '400-01-2345',
        address: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zip_code: '62701',
        presidential_fund: false,
      },
    }),
  );
  await ok(request.put(`/api/form1040/${id}/filing-status`, { headers, data: { filing_status: 'single' } }));
  await ok(request.put(`/api/form1040/${id}/digital-assets`, { headers, data: { digital_assets: false } }));
  await ok(
    request.post('/api/w2/add', {
      headers,
      data: {
        form1040_id: Number(id),
        ...W2_52000,
      },
    }),
  );
  return { id, filer, headers };
}

test('a preparer overrides line 17: the reason is required, and the step saves after the override', async ({
  page,
  request,
}) => {
  const { id } = await filerReturn(request, 'ovfiler');
  const preparer = newAccount('ovprep');
  await registerByApi(request, preparer, {
    role: 'agent',
    ptin: '12345678',
    self_employed: true,
    phone: '555-010-0100',
  });
  await approvePreparer(request, preparer.username);
  await signIn(page, preparer.username, preparer.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/form1040/${id}/taxes`);
  await page.getByRole('button', { name: 'Override 17 Amount from Schedule 2, line 3' }).click();
  const dialog = page.getByRole('dialog', { name: /Override/ });
  await expect(dialog.getByText(/Required: say why the computed figure is replaced/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount to use' }).fill('150');
  await dialog.getByRole('button', { name: 'Save override' }).click();
  // Refused in the dialog; the step behind it was not submitted (no jump to Credits).
  await expect(dialog.getByText('A reason is required for an override')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/form1040/${id}/taxes$`));
  await expect(page.getByText('Taxes saved. Next: credits.')).toHaveCount(0);

  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Household employment taxes from Schedule H');
  await dialog.getByRole('button', { name: 'Save override' }).click();
  await expect(dialog).toHaveCount(0);
  const line17 = page.getByRole('row', { name: /17 Amount from Schedule 2, line 3/ });
  await expect(line17).toContainText('Household employment taxes from Schedule H');
  await expect(line17).toContainText('$150.00');
  await expect(page).toHaveURL(new RegExp(`/form1040/${id}/taxes$`));

  // The step's own save carries the version the override returned.
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByText('Taxes saved. Next: credits.')).toBeVisible();
  await expect(page.getByText(/This record was changed in another tab/)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/form1040/${id}/credits$`));

  const summary = (await (await ok(page.request.get(`/api/form1040/${id}/summary`))).json()) as {
    overrides: { key: string; value: string; reason: string }[];
  };
  expect(summary.overrides).toEqual([
    expect.objectContaining({
      key: 'f1040.l17',
      value: '150.00',
      reason: 'Household employment taxes from Schedule H',
    }),
  ]);
});

test('an accepted return amended by a 1040-X shows the accepted refund, the 1040-X figures labelled', async ({
  page,
  request,
}) => {
  const { id, filer, headers } = await filerReturn(request, 'accfiler');
  await signReturnByApi(request, id, headers);
  const submitted = await ok(request.post(`/api/form1040/submit/${id}`, { headers }));
  expect(((await submitted.json()) as { status: string }).status).toBe('Accepted');
  await ok(request.post('/api/form1040x', { headers, data: { form1040_id: Number(id), tax_year: 2024 } }));
  // The forgotten 1099-INT of 1,000 after acceptance (1040-X work).
  await ok(
    request.post(`/api/form1040/${id}/1099int`, {
      headers,
      data: {
        payer_name: 'First Bank',
        payer_tin: '36-1234567',
        payer_street: '1 Bank Plaza',
        payer_city_state_zip: 'Chicago, IL 60603',
        recipient_name: 'Olive Override',
        recipient_tin: '400-01-2345',
        recipient_street: '1 Main St',
        recipient_city_state_zip: 'Springfield, IL 62701',
        box1_interest_income: '1000',
      },
    }),
  );

  await signIn(page, filer.username, filer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Accepted: wages 52,000 − 14,600 = 37,400 taxable, Tax Table 4,259, refund 5,000 − 4,259 = 741.
  // Amended: taxable 38,400, tax 1,160 + 12% × (38,425 − 11,600) = 4,379, refund 5,000 − 4,379 = 621.
  const row = page.getByRole('row').filter({ has: page.locator(`a[href="/form1040/${id}"]`) });
  await expect(row).toContainText('Accepted');
  await expect(row).toContainText('$741.00');
  await expect(row).toContainText('$37,400.00');
  await expect(row).toContainText('Amended (1040-X): refund $621.00');

  await page.goto(`/form1040/${id}/income`);
  await expect(page.getByTestId('total-refund')).toHaveText('$741.00');
  await expect(page.getByTestId('amended-totals')).toHaveText('Amended (1040-X): refund $621.00');
});
