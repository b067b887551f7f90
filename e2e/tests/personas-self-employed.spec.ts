import fs from 'node:fs';
import { expect } from '@playwright/test';
import {
  answerChecklist,
  basicSteps,
  box,
  enterW2s,
  fillAndSubmit,
  nextFromTodo,
  personaAtEachSize,
  pick,
  reviewLine,
  signSubmitAccepted,
  todoBar,
  walkToReview,
} from './persona-steps';

/*
 * Issue 24, "Done when": a married couple filing jointly where the taxpayer has a job and the
 * SPOUSE runs a business (Schedule C and a 1099-NEC, both the spouse's), from registration to a
 * signed, accepted return through the checklist path, at desktop size and on a 390 px phone.
 *
 * The figures, by hand (2024):
 * - Spouse's Schedule C: line 1 = 18,000 entered + 25,000 on the 1099-NEC = 43,000; supplies 3,000;
 *   net profit (line 31) 40,000.
 * - Spouse's Schedule SE: line 4a = 40,000 × 92.35% = 36,940; line 10 = 36,940 × 12.4% = 4,580.56;
 *   line 11 = 36,940 × 2.9% = 1,071.26; line 12 = 5,651.82 → 5,652 (whole dollars); line 13, the
 *   half deducted on Schedule 1 line 15 = 2,826. The taxpayer has no Schedule SE.
 * - AGI: wages 60,000 + business 40,000 − 2,826 = 97,174. Standard deduction MFJ 29,200 → 67,974
 *   before the QBI deduction.
 * - QBI (Form 8995): (40,000 − 2,826) × 20% = 7,434.80 → 7,435 (whole dollars, as the form allows);
 *   the limit 67,974 × 20% = 13,594.80 is higher. Taxable income 67,974 − 7,435 = 60,539.
 * - Tax Table row 60,500–60,550, married filing jointly (midpoint 60,525): 23,200 × 10% +
 *   (60,525 − 23,200) × 12% = 2,320 + 4,479 = 6,799. Plus SE tax 5,652 (Schedule 2): 12,451.
 * - Withheld 13,000 (the taxpayer's W-2): refund 13,000 − 12,451 = 549.
 */

personaAtEachSize('a couple where the spouse is self-employed files alone', 'selfemp', async (w) => {
  const { page } = w;
  await basicSteps(
    w,
    { first: 'Jordan', last: 'Blake', ssn: '123456789', dob: '1980-02-14' },
    { first: 'Morgan', last: 'Blake', ssn: '987654321', dob: '1982-07-01' },
  );
  await answerChecklist(w, [/^A job/, /^Self-employment or gig work/]);

  // ——— The taxpayer's W-2 ———
  await enterW2s(w, [
    { employer: 'Acme Corp', ein: '123456789', wages: '60000', withheld: '13000', owner: 'Taxpayer' },
  ]);
  await nextFromTodo(w, 'Next: Self-employment or gig work');

  // ——— The spouse's business ———
  await w.at('schedule-c', 'Self-employment or gig work');
  await expect(todoBar(page).getByTestId('todo-state')).toHaveText('Not started');
  await pick(page, 'Whose business', 'Spouse');
  await box(page, 'Name of proprietor').fill('Morgan Blake');
  await box(page, /^A Principal business/).fill('Graphic design');
  await box(page, 'B Enter code from instructions').fill('541400');
  await box(page, 'C Business name').fill('Blake Design');
  await box(page, /^E Business address/).fill('1 Main St');
  await box(page, 'City').fill('Springfield');
  await box(page, 'State').fill('IL');
  await page.getByRole('option', { name: 'IL', exact: true }).click();
  await box(page, 'ZIP').fill('62701');
  await pick(page, 'F Accounting method', 'Cash');
  await box(page, /^1 Gross receipts/).fill('18000');
  await box(page, '22 Supplies (not included in Part III)').fill('3000');
  await w.fits();
  await page.getByRole('button', { name: 'Submit Schedule C' }).click();
  await expect(page.getByText('Schedule C saved successfully.')).toBeVisible();
  await expect(todoBar(page).getByTestId('todo-state')).toHaveText('Done');

  // ——— Its 1099-NEC, the spouse's too ———
  await page.getByRole('link', { name: /Add 1099-NEC/ }).click();
  await expect(page.getByRole('heading', { name: 'Form 1099-NEC' })).toBeVisible();
  await pick(page, 'Whose 1099-NEC', 'Spouse');
  await fillAndSubmit(
    page,
    {
      'Payer name': 'Big Client LLC',
      'Payer TIN': '361234567',
      'Payer street': '9 Market St',
      'Payer city/state/ZIP': 'Chicago, IL 60601',
      'Recipient name': 'Morgan Blake',
      'Recipient TIN': '987654321',
      'Recipient street': '1 Main St',
      'Recipient city/state/ZIP': 'Springfield, IL 62701',
      'Box 1 Nonemployee compensation': '25000',
    },
    { button: 'Submit 1099-NEC', saved: 'Form 1099-NEC submitted successfully.' },
  );
  await nextFromTodo(w);

  // ——— The end of the path: Review shows the refund and the spouse's Schedule SE ———
  await walkToReview(w, '$549.00');
  await expect(reviewLine(page, 'Schedule SE (spouse)', 'Schedule SE (spouse) line 4a')).toHaveText(
    '$36,940.00',
  );
  await expect(reviewLine(page, 'Schedule SE (spouse)', 'Schedule SE (spouse) line 12')).toHaveText(
    '$5,652.00',
  );
  await expect(page.getByRole('region', { name: 'Schedule SE', exact: true })).toHaveCount(0);
  await expect(reviewLine(page, 'Adjustments and adjusted gross income', 'Form 1040 line 11')).toHaveText(
    '$97,174.00',
  );
  await expect(reviewLine(page, 'Deductions and taxable income', 'Form 1040 line 15')).toHaveText(
    '$60,539.00',
  );
  await expect(reviewLine(page, 'Tax and credits', 'Form 1040 line 16')).toHaveText('$6,799.00');
  await signSubmitAccepted(w, { joint: true });

  // ——— The spouse's Schedule SE is offered on the return's downloads screen, as a PDF ———
  await page.goto(`/form1040/${w.id}/download`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Schedule SE (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ScheduleSE_/);
  expect(
    fs
      .readFileSync((await file.path())!)
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');
  await w.fits();
});
