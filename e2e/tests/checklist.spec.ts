import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, registerUser, signIn } from './support';

/*
 * The guided path of issue 24: after the basic steps, "What happened in {year}?" builds the to-do
 * list, and "Save & Next" walks the filer through each unfinished item (the W-2, then the 1099-INT),
 * then Deductions, Taxes, Credits, Payments and Refund, the last questions, the summary and Review.
 */

const saveNext = (page: Page) => page.getByRole('button', { name: 'Save & Next' }).click();
const todoRegion = (page: Page) => page.getByRole('region', { name: 'To-do' });
const todoRow = (page: Page, label: string) =>
  todoRegion(page).getByRole('listitem').filter({ has: page.getByRole('link', { name: label, exact: true }) });

test('the checklist builds the to-do list and Save & Next walks it', async ({ page }) => {
  test.setTimeout(180_000);
  const account = newAccount('path');
  await registerUser(page, account);
  await signIn(page, account.username, account.password);
  await page.getByRole('button', { name: 'Start New Tax File' }).click();
  await expect(page).toHaveURL(/\/form1040\/\d+\/basic$/);
  const id = /\/form1040\/(\d+)\//.exec(page.url())![1]!;
  const at = (step: string) => expect(page).toHaveURL(new RegExp(`/form1040/${id}${step}$`));

  // ——— The basic steps ———
  const progress = page.getByRole('navigation', { name: 'Return progress' });
  await expect(progress.getByTestId('path-step')).toHaveText(/^Step 1 of \d+: Personal info$/);
  await page.getByRole('textbox', { name: 'First name' }).fill('Casey');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lee');
  await page.getByRole('textbox', { name: 'SSN' }).fill('123456789');
  await page.getByRole('textbox', { name: 'Address' }).fill('1 Main St');
  await page.getByRole('textbox', { name: 'City' }).fill('Springfield');
  await page.getByRole('textbox', { name: 'State' }).fill('IL');
  await page.getByRole('option', { name: 'IL', exact: true }).click();
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('62701');
  await saveNext(page);
  await at('/status');
  await page.getByRole('radio', { name: 'Single' }).check();
  await saveNext(page);
  await at('/identity');
  await page.getByLabel('Date of birth', { exact: true }).fill('1990-02-03');
  await saveNext(page);
  await at('/standard-deduction');
  await saveNext(page);
  await at('/about-you');
  await saveNext(page);
  await at('/dependents');
  await page.getByRole('link', { name: 'Next: what happened this year' }).click();

  // ——— The checklist, headed with the return's year ———
  await at('/checklist');
  const heading = page.getByRole('heading', { name: /^What happened in \d{4}\?$/ });
  await expect(heading).toBeVisible();
  await expect(progress.getByRole('link', { name: '2. Income' })).toHaveAttribute('aria-current', 'location');
  await expect(todoRegion(page)).toContainText('Nothing yet.');
  await page.getByRole('checkbox', { name: /^A job/ }).check();
  await page.getByRole('checkbox', { name: /^Interest/ }).check();
  await page.getByRole('checkbox', { name: /^Dividends/ }).check();
  await expectNoSeriousViolations(page);
  await saveNext(page);
  await expect(page.getByText('Your answers are saved.')).toBeVisible();

  // ——— The first item: the W-2 ———
  await at('/w2');
  const bar = page.getByTestId('todo-bar');
  await expect(bar.getByTestId('todo-state')).toHaveText('Not started');
  await expect(todoRow(page, 'A job')).toContainText('Not started');
  await expect(todoRow(page, 'Interest')).toContainText('Not started');
  await expect(progress.getByTestId('path-step')).toHaveText(/: A job$/);
  await page.getByRole('textbox', { name: 'Employer name' }).fill('Acme Corp');
  await page.getByRole('textbox', { name: /Employer EIN/ }).fill('123456789');
  await page.getByRole('textbox', { name: /Box 1 Wages/ }).fill('40000');
  await page.getByRole('textbox', { name: /Box 2 Federal income tax/ }).fill('3000');
  await page.getByRole('button', { name: 'Save W-2' }).click();
  await expect(page.getByText('W-2 saved.')).toBeVisible();
  await expect(bar.getByTestId('todo-state')).toHaveText('Done');
  await expect(todoRow(page, 'A job')).toContainText('Done');
  await expectNoSeriousViolations(page);
  await bar.getByRole('link', { name: 'Next: Interest' }).click();

  // ——— The second: the 1099-INT ———
  await at('/1099-int');
  await page.getByRole('textbox', { name: 'Payer name' }).fill('First Bank');
  await page.getByRole('textbox', { name: 'Recipient name' }).fill('Casey Lee');
  await page.getByRole('textbox', { name: 'Box 1 Interest income' }).fill('250');
  await page.getByRole('button', { name: 'Submit 1099-INT' }).click();
  await expect(page.getByText('Form 1099-INT submitted successfully.')).toBeVisible();
  await expect(todoRow(page, 'Interest')).toContainText('Done');
  await bar.getByRole('link', { name: 'Next: Dividends' }).click();

  // ——— The third, which the filer does not have after all ———
  await at('/1099-div');
  await bar.getByRole('button', { name: 'I don’t have this after all' }).click();
  await expect(todoRow(page, 'Dividends')).toContainText('Not needed');

  // ——— Then Deductions, Taxes, Credits, Payments, Refund ———
  await at('/deductions');
  await saveNext(page);
  await at('/taxes');
  await saveNext(page);
  await at('/credits');
  await saveNext(page);
  await at('/payments');
  await expect(page.getByRole('button', { name: 'Save & Finish' })).toBeVisible();
  await saveNext(page);
  await at('/refund');
  await page.getByRole('link', { name: 'Next: digital assets' }).click();
  await at('/digital-assets');
  await page.getByRole('radio', { name: 'No' }).check();
  await saveNext(page);
  await at('/third-party-designee');
  await saveNext(page);

  // ——— The summary shows the to-do list, and Review comes next ———
  await at('');
  const summaryTodo = page.getByRole('region', { name: 'Your to-do list' });
  await expect(summaryTodo.getByRole('link', { name: 'A job' })).toHaveAttribute('href', `/form1040/${id}/w2`);
  await expect(summaryTodo).toContainText('Done');
  await expect(summaryTodo).toContainText('Not needed');
  await expect(page.getByRole('link', { name: 'Next: Review & sign' })).toHaveAttribute(
    'href',
    `/form1040/${id}/review`,
  );
  await expectNoSeriousViolations(page);

  // ——— On a phone the progress stays one line and a bar ———
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/form1040/${id}/w2`);
  await expect(progress.getByTestId('path-step')).toHaveText(/: A job$/);
  await expect(progress.getByRole('link', { name: '1. You' })).toBeHidden();
  const box = await progress.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  expect(box!.height).toBeLessThan(120);
});
