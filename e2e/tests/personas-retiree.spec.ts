import { expect, type Page } from '@playwright/test';
import {
  answerChecklist,
  basicSteps,
  fillAndSubmit,
  nextFromTodo,
  personaAtEachSize,
  reviewLine,
  signSubmitAccepted,
  todoBar,
  walkToReview,
} from './persona-steps';

/*
 * Issue 24, "Done when": a single retiree of 66 with Social Security, an IRA distribution most of
 * which was rolled over, and a pension, from registration to a signed, accepted return through the
 * checklist path, at desktop size and on a 390 px phone.
 *
 * The figures, by hand (2024):
 * - IRA (1099-R, IRA/SEP/SIMPLE): gross 30,000, 20,000 rolled over within 60 days: line 4a 30,000,
 *   line 4b 30,000 − 20,000 = 10,000. Pension: line 5a = 5b = 18,000.
 * - Social Security, Pub. 915 Worksheet 1 (single): 1) benefits 24,000; 2) × 50% = 12,000; 3) other
 *   income 10,000 + 18,000 = 28,000; 6) 12,000 + 28,000 = 40,000; 8) 40,000; 9) base 25,000;
 *   10) 40,000 − 25,000 = 15,000; 11) 9,000; 12) 15,000 − 9,000 = 6,000; 13) min(15,000, 9,000) =
 *   9,000; 14) 4,500; 15) min(12,000, 4,500) = 4,500; 16) 6,000 × 85% = 5,100; 17) 9,600;
 *   18) 24,000 × 85% = 20,400; 19) taxable = min(9,600, 20,400) = 9,600 (line 6b).
 * - AGI 10,000 + 18,000 + 9,600 = 37,600. Standard deduction, single and 65 or older: 14,600 + 1,950
 *   = 16,550. Taxable 37,600 − 16,550 = 21,050. Tax Table row 21,050–21,100, single (midpoint 21,075):
 *   11,600 × 10% + (21,075 − 11,600) × 12% = 1,160 + 1,137 = 2,297. No credit (AGI over the
 *   Schedule R limit of 17,500).
 * - Withheld: SSA-1099 box 6 1,200 + IRA 2,000 + pension 1,800 = 5,000. Refund 5,000 − 2,297 = 2,703.
 */

async function add1099R(
  page: Page,
  r: { payer: string; gross: string; withheld: string; ira: boolean; rollover?: string },
) {
  if (r.ira) await page.getByRole('checkbox', { name: 'IRA/SEP/SIMPLE' }).check();
  await fillAndSubmit(
    page,
    {
      'Payer name': r.payer,
      'Payer TIN': '361234567',
      'Recipient name': 'Pat Rivera',
      'Box 1 Gross distribution': r.gross,
      'Box 2a Taxable amount': r.gross,
      'Box 4 Federal income tax withheld': r.withheld,
      'Box 7 Distribution code(s)': '7',
      ...(r.rollover ? { 'Amount rolled over within 60 days': r.rollover } : {}),
    },
    { button: 'Submit 1099-R', saved: 'Form 1099-R submitted successfully.' },
  );
}

personaAtEachSize('a retiree with Social Security and a rollover files alone', 'retiree', async (w) => {
  const { page } = w;
  await basicSteps(w, { first: 'Pat', last: 'Rivera', ssn: '123456789', dob: '1958-05-20' });
  await answerChecklist(w, [/^Social Security benefits/, /^Retirement distributions/]);

  // ——— The SSA-1099 ———
  await w.at('ssa-1099', 'Social Security benefits');
  await expect(todoBar(page).getByTestId('todo-state')).toHaveText('Not started');
  await fillAndSubmit(
    page,
    { 'Box 3 Benefits paid in 2024': '24000', 'Box 6 Voluntary federal income tax withheld': '1200' },
    { button: 'Submit SSA-1099', saved: 'Form SSA-1099 submitted successfully.' },
  );
  await nextFromTodo(w, 'Next: Retirement distributions');

  // ——— The 1099-Rs: an IRA mostly rolled over, and a pension ———
  await w.at('1099-r', 'Retirement distributions');
  await add1099R(page, {
    payer: 'Fidelity',
    gross: '30000',
    withheld: '2000',
    ira: true,
    rollover: '20000',
  });
  await add1099R(page, { payer: 'State Teachers Pension', gross: '18000', withheld: '1800', ira: false });
  await nextFromTodo(w);

  // ——— The end of the path: Review shows the refund, the rollover and the taxable benefits ———
  await walkToReview(w, '$2,703.00');
  await expect(reviewLine(page, 'Income', 'Form 1040 line 4a')).toHaveText('$30,000.00');
  await expect(reviewLine(page, 'Income', 'Form 1040 line 4b')).toHaveText('$10,000.00');
  await expect(reviewLine(page, 'Income', 'Form 1040 line 6b')).toHaveText('$9,600.00');
  await expect(reviewLine(page, 'Adjustments and adjusted gross income', 'Form 1040 line 11')).toHaveText(
    '$37,600.00',
  );
  await signSubmitAccepted(w);
});
