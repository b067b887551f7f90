import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, registerUser, signIn } from './support';

/*
 * Spec 001's Form 1040-X screen as a filer meets it: opened from the document chooser it starts
 * the amended return by itself, refuses a short IP PIN with the spec's message, and keeps what
 * was saved across a reload.
 */
const filer = newAccount('amend');

test('the 1040-X is created from the chooser, validated, saved and kept', async ({ page }) => {
  await registerUser(page, filer);
  await signIn(page, filer.username, filer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Start New Tax File' }).click();
  await expect(page).toHaveURL(/\/form1040\/\d+\/basic$/);
  const id = /\/form1040\/(\d+)\//.exec(page.url())![1]!;

  await page.goto(`/form1040/${id}/add-documents`);
  await page.getByRole('link', { name: '1040-X' }).click();
  await expect(page).toHaveURL(new RegExp(`/form1040/${id}/1040x`));
  await expect(page.getByRole('heading', { name: 'Form 1040-X (Amended Return)' })).toBeVisible();
  // Created on arrival: its tax year, the lines table and its PDF are there.
  await expect(page.getByRole('textbox', { name: /Tax year being amended/ })).toHaveValue('2024');
  await expect(page.getByRole('table', { name: 'Form 1040-X lines 1 to 15' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    /\/api\/form1040x\/\d+\/pdf$/,
  );
  await expectNoSeriousViolations(page);

  // Column A is typed by hand here (the return was never accepted); line 3 follows at once.
  await page.getByRole('textbox', { name: 'Line 1 column A' }).fill('50000');
  await page.getByRole('textbox', { name: 'Line 2 column A' }).fill('14600');
  await expect(page.getByRole('row', { name: /^3 Subtract line 2 from line 1/ })).toContainText('$35,400.00');

  const explanation = page.getByRole('textbox', { name: 'Tell us why you are filing Form 1040-X' });
  await explanation.fill('I forgot a 1099-INT from First Bank.');
  const pin = page.getByRole('textbox', { name: 'Your Identity Protection PIN' });
  await pin.fill('123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('IP PIN must be 6 digits.')).toBeVisible();
  await expectNoSeriousViolations(page);

  await pin.fill('123456');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Form 1040-X saved.')).toBeVisible();

  await page.reload();
  await expect(explanation).toHaveValue('I forgot a 1099-INT from First Bank.');
  await expect(pin).toHaveValue('123456');
  await expect(page.getByRole('textbox', { name: 'Line 1 column A' })).toHaveValue('50000.00');
  await expect(page.getByRole('row', { name: /^3 Subtract line 2 from line 1/ })).toContainText('$35,400.00');
});
