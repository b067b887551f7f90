import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { newAccount, newFilerWithW2, registerUser, signIn, W2_52000 } from './support';

// Issue 26: a whole return as one file, exported from Downloads and imported on the New Tax File
// screen by another filer, on a phone: the new return has the same figures.
test.use({ viewport: { width: 390, height: 844 } });

test('a return file exported by one filer imports as a new tax file of another, with the same refund', async ({
  page,
}) => {
  const owner = newAccount('export');
  const id = await newFilerWithW2(
    page,
    owner,
    { first_name: 'Ada', last_name: 'Lane', city: 'Peoria', state: 'IL', zip_code: '61602' },
    W2_52000,
  );
  // Single, wages 52,000, 5,000 withheld: taxable 37,400, tax 4,259 (Tax Table), refund 741.
  const summary = await page.request.get(`/api/form1040/${id}/summary`);
  expect((await summary.json()).refund).toBe('741.00');

  await page.goto(`/form1040/${id}/download`);
  const section = page.getByRole('region', { name: 'Return file' });
  await section.getByRole('checkbox', { name: /Include Social Security numbers/ }).check();
  await expect(section.getByRole('status')).toContainText('plain text');
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export return file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`TaxReturn_2024_Lane_${id}.taxprep.json`);
  const text = fs.readFileSync(await file.path(), 'utf8');
  expect(JSON.parse(text)).toMatchObject({ format: 'taxprep-return', includes_secrets: true });

  // Another filer, on a new account, imports it.
  await page.context().clearCookies();
  const other = newAccount('import');
  await registerUser(page, other);
  await signIn(page, other.username, other.password);
  // Signed in only once the dashboard opens (argon2 is slow on a slow machine): leaving earlier
  // would cancel the sign-in.
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/form1040/new');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Or import a return file' }).click();
  await (
    await chooser
  ).setFiles({ name: file.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page).toHaveURL(/\/form1040\/\d+\/basic$/);
  const newId = /\/form1040\/(\d+)\//.exec(page.url())![1]!;
  expect(newId).not.toBe(id);
  await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
  const copy = await page.request.get(`/api/form1040/${newId}/summary`);
  expect((await copy.json()).refund).toBe('741.00');
  // The page fits the phone: no sideways scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
