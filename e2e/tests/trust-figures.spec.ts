import { expect, test, type APIRequestContext } from '@playwright/test';
import { approvePreparer, newAccount, registerByApi, signIn } from './support';

/*
 * Issue 22 items 9 and 10: a preparer's override is saved by its own dialog only (never by the
 * step's form around it), and an accepted return keeps showing what the IRS accepted.
 */

const ok = async (r: Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>) => {
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
        employer_name: 'Acme Corp',
        employer_ein: '12-3456789',
        employee_ssn: '400012345',
        wages: '52000',
        federal_income_tax: '5000',
        social_security_wages: '52000',
        social_security_tax: '3224',
        medicare_wages: '52000',
        medicare_tax: '754',
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
