import { expect } from '@playwright/test';
import {
  answerChecklist,
  basicSteps,
  enterW2s,
  nextFromTodo,
  personaAtEachSize,
  signSubmitAccepted,
  todoBar,
  walkToReview,
} from './persona-steps';

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

personaAtEachSize('a married couple with two children and child care files alone', 'family', async (w) => {
  const { page } = w;

  // ——— The basic steps, then the two children ———
  await basicSteps(
    w,
    { first: 'Robin', last: 'Okafor', ssn: '123456789', dob: '1985-04-12' },
    { first: 'Sam', last: 'Okafor', ssn: '987654321', dob: '1986-08-30' },
  );
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
  await w.fits();

  // ——— What happened this year: two jobs and child care ———
  await answerChecklist(w, [/^A job/, /^Child or dependent care costs/]);

  // ——— The W-2s, the taxpayer's and the spouse's ———
  await enterW2s(w, [
    { employer: 'Acme Corp', ein: '123456789', wages: '50000', withheld: '4000', owner: 'Taxpayer' },
    { employer: 'Beta LLC', ein: '223456789', wages: '30000', withheld: '2000', owner: 'Spouse' },
  ]);
  await nextFromTodo(w, 'Next: Child or dependent care costs');

  // ——— Form 2441: one day care, both children ———
  await w.at('f2441', 'Child or dependent care costs');
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
  await expect(todoBar(page).getByTestId('todo-state')).toHaveText('Done');
  await nextFromTodo(w);

  // ——— The end of the path, Review with the refund large; both spouses sign; accepted ———
  await walkToReview(w, '$5,565.00');
  await signSubmitAccepted(w, { joint: true });
});
