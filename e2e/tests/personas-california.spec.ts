import { expect, type Page } from '@playwright/test';
import {
  answerChecklist,
  basicSteps,
  nextFromTodo,
  personaAtEachSize,
  signSubmitAccepted,
  todoBar,
  walkToReview,
} from './persona-steps';
import { signOnReviewPage } from './signing';

/*
 * Issue 24, "Done when": a Californian renter, single, one W-2 with California wages, from
 * registration through the checklist path to a signed, accepted federal return and a signed,
 * accepted California Form 540, at desktop size and on a 390 px phone.
 *
 * The figures, by hand (2024):
 * - Federal: wages 45,000; standard deduction 14,600; taxable 30,400. Tax Table row 30,400–30,450,
 *   single (midpoint 30,425): 1,160 + (30,425 − 11,600) × 12% = 1,160 + 2,259 = 3,419. No EIC (AGI
 *   over 18,591). Withheld 4,000: refund 581.
 * - California (Form 540): CA AGI 45,000; standard deduction 5,540; taxable 39,460; tax 962
 *   (FTB Tax Table, as in california-submit.test.ts); personal exemption credit 149: line 33 = 813;
 *   nonrefundable renter's credit 60 (single, CA AGI not over 52,421): line 48 = total tax 753.
 *   Withheld 1,800: refund 1,047.
 */

const yesNo = async (page: Page, question: RegExp, choice: 'Yes' | 'No') =>
  page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice }).check();

personaAtEachSize(
  'a Californian renter files the federal and the California return',
  'carenter',
  async (w) => {
    const { page, id } = w;
    await basicSteps(w, {
      first: 'Rosa',
      last: 'Reyes',
      ssn: '123456789',
      dob: '1990-03-14',
      home: { city: 'Fresno', state: 'CA', zip: '93701' },
    });
    await answerChecklist(w, [/^A job/, /^Lived in California/]);

    // ——— The W-2, with California wages and withholding ———
    await w.at('w2', 'A job');
    await page.getByRole('textbox', { name: 'Employer name' }).fill('Valley Foods');
    await page.getByRole('textbox', { name: /Employer EIN/ }).fill('123456789');
    await page.getByRole('textbox', { name: /Box 1 Wages/ }).fill('45000');
    await page.getByRole('textbox', { name: /Box 2 Federal income tax/ }).fill('4000');
    await page.getByRole('textbox', { name: 'Box 15 State' }).fill('CA');
    await page.getByRole('option', { name: 'CA', exact: true }).click();
    await page.getByRole('textbox', { name: 'Box 16 State wages' }).fill('45000');
    await page.getByRole('textbox', { name: 'Box 17 State income tax' }).fill('1800');
    await page.getByRole('button', { name: 'Save W-2' }).click();
    await expect(page.getByText('W-2 saved.')).toBeVisible();
    await nextFromTodo(w, 'Next: Lived in California');

    // ——— California: the FTB's questions as a renter, then the 540 prefilled from the 1040 ———
    await w.at('ca/540');
    await page.goto(`/form1040/${id}/ca/required-info`);
    await yesNo(page, /^Will you amend your federal return/, 'No');
    await yesNo(page, /^Were you disqualified from the federal earned income credit/, 'No');
    await yesNo(page, /^Were you disqualified from the California EITC/, 'No');
    await yesNo(page, /^Are you a registered domestic partner/, 'No');
    await yesNo(page, /^Were you a California resident for all of/, 'Yes');
    await yesNo(page, /^Were you a victim of a California disaster/, 'No');
    await page.getByRole('radio', { name: 'I rented' }).check();
    await yesNo(page, /^Did you rent your California home for at least half of/, 'Yes');
    await yesNo(page, /^Was the property you rented exempt/, 'No');
    await yesNo(page, /^Did you \(or your spouse\/RDP\) claim a homeowner's exemption/, 'No');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved California Required Information.')).toBeVisible();
    await w.fits();
    await page.goto(`/form1040/${id}/ca/schedule_ca`);
    await page.getByRole('button', { name: 'Save & Recalculate' }).click();
    await expect(page.getByText('Saved & recalculated totals')).toBeVisible();
    await page.goto(`/form1040/${id}/ca/540`);
    await expect(page.getByRole('textbox', { name: "46 Nonrefundable renter's credit" })).toHaveValue(
      '60.00',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved CA Form 540.')).toBeVisible();
    await w.fits();
    await expect(todoBar(page).getByTestId('todo-state')).toHaveText('Done');

    // ——— The California return: its Review, signed, accepted by the FTB (an accepted federal
    // return is read-only, and California's pages with it, so the state return goes first) ———
    await page.getByRole('button', { name: 'Submit to California' }).click();
    await w.at('ca/review');
    await expect(page.getByRole('heading', { name: 'Review and sign the California return' })).toBeVisible();
    await expect(page.getByTestId('review-amount')).toHaveText('$1,047.00');
    await w.fits();
    await signOnReviewPage(page);
    await page.getByRole('button', { name: 'Submit to California' }).click();
    await page
      .getByRole('dialog', { name: 'Submit to California' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await expect(page.getByText(/^FTB Response: Accepted - /)).toBeVisible();
    await w.fits();

    // ——— The federal return: on along the path to Review, signed, accepted ———
    await page.goto(`/form1040/${id}/ca/540`);
    await nextFromTodo(w);
    await walkToReview(w, '$581.00');
    await signSubmitAccepted(w);
  },
);
