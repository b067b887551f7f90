import { expect, type Page } from '@playwright/test';
import {
  answerChecklist,
  basicSteps,
  enterW2s,
  fillAndSubmit,
  nextFromTodo,
  personaAtEachSize,
  pick,
  reviewLine,
  signSubmitAccepted,
  walkToReview,
} from './persona-steps';

/*
 * Issue 24, "Done when": a single investor with a job, bank interest, dividends (qualified ones and
 * capital gain distributions) and two stock sales, from registration to a signed, accepted return
 * through the checklist path, at desktop size and on a 390 px phone.
 *
 * The figures, by hand (2024):
 * - Wages 70,000 (10,000 withheld); interest 1,200 (line 2b); ordinary dividends 3,000 (line 3b), of
 *   them qualified 2,000 (line 3a); capital gain distributions 1,500.
 * - Form 8949: box A (short-term) 5,000 − 4,000 = 1,000; box D (long-term) 15,000 − 9,000 = 6,000.
 *   Schedule D line 7 = 1,000; line 15 = 6,000 + 1,500 distributions = 7,500; line 16 = 8,500
 *   (Form 1040 line 7).
 * - AGI 70,000 + 1,200 + 3,000 + 8,500 = 82,700; standard deduction single 14,600; taxable 68,100.
 * - Qualified Dividends and Capital Gain Tax Worksheet (single): 1) 68,100; 2) 2,000; 3) min(7,500,
 *   8,500) = 7,500; 4) 9,500; 5) 68,100 − 9,500 = 58,600; 6) 47,025; 7) min(68,100, 47,025) = 47,025;
 *   8) min(58,600, 47,025) = 47,025; 9) 0 (nothing at 0%); 10) min(68,100, 9,500) = 9,500; 11) 0;
 *   12) 9,500; 13) 518,900; 14) 68,100; 15) 58,600 + 0 = 58,600; 16) 68,100 − 58,600 = 9,500;
 *   17) 9,500; 18) × 15% = 1,425; 19) 9,500; 20) 0; 21) 0; 22) tax on 58,600, Tax Table row
 *   58,600–58,650 (midpoint 58,625): 1,160 + (47,150 − 11,600) × 12% + (58,625 − 47,150) × 22% =
 *   1,160 + 4,266 + 2,524.50 = 7,950.50 → 7,951; 23) 1,425 + 7,951 = 9,376; 24) tax on 68,100, row
 *   68,100–68,150 (midpoint 68,125): 5,426 + 20,975 × 22% = 10,040.50 → 10,041; 25) min = 9,376.
 * - No net investment income tax (MAGI under 200,000). Refund 10,000 − 9,376 = 624.
 */

async function addSale(page: Page, sale: { box: string; what: string; bought: string; amounts: string[] }) {
  await pick(page, 'Box', sale.box);
  await fillAndSubmit(
    page,
    {
      '(a) Description of property': sale.what,
      '(b) Date acquired': sale.bought,
      '(c) Date sold or disposed of': '2024-06-14',
      '(d) Proceeds (sales price)': sale.amounts[0]!,
      '(e) Cost or other basis': sale.amounts[1]!,
    },
    { button: 'Add row', saved: 'Form 8949 row added.' },
  );
  await expect(page.getByRole('cell', { name: sale.what, exact: true })).toBeVisible();
}

personaAtEachSize('an investor with dividends and stock sales files alone', 'investor', async (w) => {
  const { page } = w;
  await basicSteps(w, { first: 'Alex', last: 'Chen', ssn: '123456789', dob: '1979-11-03' });
  await answerChecklist(w, [/^A job/, /^Interest/, /^Dividends/, /^Sold stocks/]);

  // ——— The W-2 ———
  await enterW2s(w, [{ employer: 'Acme Corp', ein: '123456789', wages: '70000', withheld: '10000' }]);
  await nextFromTodo(w, 'Next: Interest');

  // ——— The 1099-INT ———
  await w.at('1099-int', 'Interest');
  await fillAndSubmit(
    page,
    { 'Payer name': 'First Bank', 'Recipient name': 'Alex Chen', 'Box 1 Interest income': '1200' },
    { button: 'Submit 1099-INT', saved: 'Form 1099-INT submitted successfully.' },
  );
  await nextFromTodo(w, 'Next: Dividends');

  // ——— The 1099-DIV ———
  await w.at('1099-div', 'Dividends');
  await fillAndSubmit(
    page,
    {
      'Payer name': 'Vanguard',
      'Recipient name': 'Alex Chen',
      'Box 1a Total ordinary dividends': '3000',
      'Box 1b Qualified dividends': '2000',
      'Box 2a Total capital gain distr.': '1500',
    },
    { button: 'Submit 1099-DIV', saved: 'Form 1099-DIV submitted successfully.' },
  );
  await nextFromTodo(w, 'Next: Sold stocks, crypto or other investments');

  // ——— Form 8949: a short-term and a long-term sale ———
  await w.at('f8949', 'Sold stocks, crypto or other investments');
  await addSale(page, {
    box: 'A: short-term, basis reported to the IRS',
    what: '50 sh ABC Corp',
    bought: '2024-01-10',
    amounts: ['5000', '4000'],
  });
  await addSale(page, {
    box: 'D: long-term, basis reported to the IRS',
    what: '100 sh XYZ Inc',
    bought: '2020-03-02',
    amounts: ['15000', '9000'],
  });
  await nextFromTodo(w);

  // ——— The end of the path: Review shows the refund and the worksheet's tax ———
  await walkToReview(w, '$624.00');
  await expect(reviewLine(page, 'Income', 'Form 1040 line 3a')).toHaveText('$2,000.00');
  await expect(reviewLine(page, 'Income', 'Form 1040 line 7')).toHaveText('$8,500.00');
  await expect(reviewLine(page, 'Deductions and taxable income', 'Form 1040 line 15')).toHaveText(
    '$68,100.00',
  );
  await expect(reviewLine(page, 'Tax and credits', 'Form 1040 line 16')).toHaveText('$9,376.00');
  await signSubmitAccepted(w);
});
