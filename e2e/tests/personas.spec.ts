import { expect, test, type Page } from '@playwright/test';
import { newAccount, registerUser, signIn } from './support';
import { signOnReviewPage, submitFromReviewPage } from './signing';

/*
 * Issue 24, "Done when": a married couple with two children and child care, from registration to a
 * signed, accepted return, through the checklist path only (no API call), at desktop size and on a
 * 390 px phone.
 *
 * The figures, by hand (2024): wages 50,000 (taxpayer, 4,000 withheld) + 30,000 (spouse, 2,000
 * withheld) = AGI 80,000 (over the $62,688 EIC limit for two children, over the $76,500 saver's
 * credit limit). Taxable 80,000 − 29,200 standard deduction = 50,800; Tax Table row 50,800–50,850,
 * married filing jointly: 23,200 × 10% + (50,825 − 23,200) × 12% = 2,320 + 3,315 = 5,635.
 * Form 2441: 7,000 paid, line 3 = $6,000 (two persons), not over the lower earner's 30,000; AGI over
 * $43,000, so 20%: 1,200. Child tax credit 2 × 2,000 = 4,000, under the 5,635 − 1,200 = 4,435 left.
 * Total tax 5,635 − 1,200 − 4,000 = 435; refund 6,000 − 435 = 5,565.
 */

const saveNext = (page: Page) => page.getByRole('button', { name: 'Save & Next' }).click();

async function pick(page: Page, box: string, option: string) {
  await page.getByRole('textbox', { name: box }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a married couple with two children and child care files alone (${size.name})`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const account = newAccount(`family${size.width}`);
    await registerUser(page, account);
    await signIn(page, account.username, account.password);
    await page.getByRole('button', { name: 'Start New Tax File' }).click();
    await expect(page).toHaveURL(/\/form1040\/\d+\/basic$/);
    const id = /\/form1040\/(\d+)\//.exec(page.url())![1]!;
    const at = (step: string) => expect(page).toHaveURL(new RegExp(`/form1040/${id}${step}$`));
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

    // ——— The basic steps ———
    await page.getByRole('textbox', { name: 'First name' }).fill('Robin');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Okafor');
    await page.getByRole('textbox', { name: 'SSN' }).fill('123456789');
    await page.getByRole('textbox', { name: 'Address' }).fill('1 Main St');
    await page.getByRole('textbox', { name: 'City' }).fill('Springfield');
    await page.getByRole('textbox', { name: 'State' }).fill('IL');
    await page.getByRole('option', { name: 'IL', exact: true }).click();
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('62701');
    await fits();
    await saveNext(page);
    await at('/status');
    await page.getByRole('radio', { name: 'Married filing jointly' }).check();
    await page.getByRole('textbox', { name: 'Spouse first name' }).fill('Sam');
    await page.getByRole('textbox', { name: 'Spouse last name' }).fill('Okafor');
    await page.getByRole('textbox', { name: 'Spouse SSN' }).fill('987654321');
    await saveNext(page);
    await at('/identity');
    await page.getByLabel('Date of birth', { exact: true }).fill('1985-04-12');
    await page.getByLabel('Spouse Date of birth').fill('1986-08-30');
    await saveNext(page);
    await at('/standard-deduction');
    await saveNext(page);
    await at('/about-you');
    await saveNext(page);
    await at('/dependents');
    for (const [first, ssn, rel, dob] of [
      ['Ada', '111223333', 'daughter', '2016-05-10'],
      ['Ike', '111224444', 'son', '2019-09-20'],
    ] as const) {
      await page.getByRole('textbox', { name: 'First name' }).fill(first);
      await page.getByRole('textbox', { name: 'Last name' }).fill('Okafor');
      await page.getByRole('textbox', { name: 'SSN' }).fill(ssn);
      await page.getByRole('textbox', { name: 'Relationship' }).fill(rel);
      await page.getByRole('option', { name: rel, exact: false }).first().click();
      await page.getByLabel('Date of birth').fill(dob);
      await page.getByRole('checkbox', { name: /child tax credit/i }).check();
      await page.getByRole('button', { name: 'Add dependent' }).click();
      await expect(page.getByRole('cell', { name: `${first} Okafor`, exact: true })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    }
    await fits();
    await page.getByRole('link', { name: 'Next: what happened this year' }).click();

    // ——— What happened this year: two jobs and child care ———
    await at('/checklist');
    await page.getByRole('checkbox', { name: /^A job/ }).check();
    await page.getByRole('checkbox', { name: /^Child or dependent care costs/ }).check();
    await fits();
    await saveNext(page);

    // ——— The W-2s, the taxpayer's and the spouse's ———
    await at('/w2');
    const bar = page.getByTestId('todo-bar');
    await expect(bar.getByTestId('todo-state')).toHaveText('Not started');
    for (const [employer, ein, wages, withheld, owner] of [
      ['Acme Corp', '123456789', '50000', '4000', 'Taxpayer'],
      ['Beta LLC', '223456789', '30000', '2000', 'Spouse'],
    ] as const) {
      await page.getByRole('textbox', { name: 'Employer name' }).fill(employer);
      await page.getByRole('textbox', { name: /Employer EIN/ }).fill(ein);
      await pick(page, 'Whose W-2', owner);
      await page.getByRole('textbox', { name: /Box 1 Wages/ }).fill(wages);
      await page.getByRole('textbox', { name: /Box 2 Federal income tax/ }).fill(withheld);
      await page.getByRole('button', { name: 'Save W-2' }).click();
      await expect(page.getByText('W-2 saved.')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Employer name' })).toHaveValue('');
    }
    await expect(bar.getByTestId('todo-state')).toHaveText('Done');
    await fits();
    await bar.getByRole('link', { name: 'Next: Child or dependent care costs' }).click();

    // ——— Form 2441: one day care, both children ———
    await at('/f2441');
    await page.getByRole('button', { name: 'Add a care provider' }).click();
    const provider = page.getByRole('group', { name: 'Care provider 1' });
    await provider.getByLabel('Provider name').fill('Sunny Day Care');
    await provider.getByLabel('Provider address').fill('5 Elm St, Springfield, IL 62701');
    await provider.getByLabel('Provider SSN or EIN').fill('987654329');
    await provider.getByLabel('Amount paid in 2024').fill('7000');
    for (const [n, name, amount] of [
      [1, 'Ada Okafor (under 13)', '4000'],
      [2, 'Ike Okafor (under 13)', '3000'],
    ] as const) {
      await page.getByRole('button', { name: 'Add a qualifying person' }).click();
      const person = page.getByRole('group', { name: `Qualifying person ${n}` });
      await person.getByLabel('Dependent').selectOption({ label: name });
      await person.getByLabel('Care expenses paid in 2024').fill(amount);
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Child and dependent care saved.')).toBeVisible();
    await expect(page.getByTestId('f2441-credit')).toHaveText('$1,200.00');
    await expect(bar.getByTestId('todo-state')).toHaveText('Done');
    await fits();
    await bar.getByRole('link', { name: /^Next: / }).click();

    // ——— Deductions, Taxes, Credits, Payments, Refund, the last questions ———
    await at('/deductions');
    await saveNext(page);
    await at('/taxes');
    await saveNext(page);
    await at('/credits');
    await saveNext(page);
    await at('/payments');
    await saveNext(page);
    await at('/refund');
    await page.getByRole('link', { name: 'Next: digital assets' }).click();
    await at('/digital-assets');
    await page.getByRole('radio', { name: 'No' }).check();
    await saveNext(page);
    await at('/third-party-designee');
    await saveNext(page);

    // ——— The summary, then Review: every to-do item done, the refund large ———
    await at('');
    const todo = page.getByRole('region', { name: 'Your to-do list' });
    await expect(todo).not.toContainText('Not started');
    await fits();
    await page.getByRole('link', { name: 'Next: Review & sign' }).click();
    await at('/review');
    await expect(page.getByTestId('review-amount')).toHaveText('$5,565.00');
    await fits();

    // ——— Both spouses sign; the return is submitted and accepted ———
    await signOnReviewPage(page, { joint: true });
    await submitFromReviewPage(page);
    await expect(page.getByText(/^IRS Response: Accepted - /)).toBeVisible();
    await fits();
  });
}
