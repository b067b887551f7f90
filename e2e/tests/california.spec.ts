import { expect, test, type Page } from '@playwright/test';
import { signOnReviewPage } from './signing';
import { expectNoSeriousViolations, newAccount, registerUser, signIn, startReturnWithW2 } from './support';

/*
 * A Californian files the resident return as a filer would: the federal return (a W-2 with
 * California wages and withholding), then the FTB required information as a renter, the 540
 * prefilled from the 1040 with a dependent added, the readiness check sending them to Schedule CA,
 * and the submission accepted. The sidebar badges, the top bar's totals and the federal summary's
 * California section follow along; every screen gets an accessibility scan.
 */
test.describe.configure({ mode: 'serial' });

const filer = newAccount('ca540');
/** A filer has one tax file at a time: the part-year resident is someone else. */
const mover = newAccount('ca540nr');
let id = '';

const nav = (page: Page) => page.locator('#tax-navigation');
const navLink = (page: Page, name: RegExp) => nav(page).getByRole('link', { name });

async function answer(page: Page, question: RegExp, choice: 'Yes' | 'No') {
  await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice }).check();
}

test('a California renter completes the required info and the 540, submits it and sees Accepted', async ({
  page,
}) => {
  // A whole return through five screens, each with an accessibility scan.
  test.setTimeout(180_000);
  await registerUser(page, filer);
  await signIn(page, filer.username, filer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  id = await startReturnWithW2(
    page,
    { first_name: 'Rosa', last_name: 'Reyes', city: 'Fresno', state: 'CA', zip_code: '93701' },
    {
      employer_name: 'Valley Foods',
      wages: '45000',
      federal_income_tax: '4000',
      state: 'CA',
      state_wages: '45000',
      state_income_tax: '1800',
    },
  );

  // Federal summary before California: not started; badges say so.
  await page.goto(`/form1040/${id}`);
  await expect(page.getByText('California return not started.')).toBeVisible();
  const refund = page.getByTestId('total-refund');
  await expect(refund).not.toHaveText('—');
  const federalRefund = await refund.textContent();
  await expect(navLink(page, /^FTB Required Info/)).toContainText('Needs');
  await expect(navLink(page, /^Schedule CA \(540\)/)).toContainText('0');
  await expect(navLink(page, /^CA Form 568 LLC/)).toContainText('0');

  // FTB required information: a renter all year in California.
  await navLink(page, /^FTB Required Info/).click();
  await expect(page.getByRole('heading', { name: 'California Required Information' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(/^Please complete required fields: Will you amend your federal return\?; /),
  ).toBeVisible();
  await answer(page, /^Will you amend your federal return/, 'No');
  await answer(page, /^Were you disqualified from the federal earned income credit/, 'No');
  await answer(page, /^Were you disqualified from the California EITC/, 'No');
  await answer(page, /^Are you a registered domestic partner/, 'No');
  await answer(page, /^Were you a California resident for all of 2024/, 'Yes');
  await answer(page, /^Were you a victim of a California disaster/, 'No');
  await expect(page.getByRole('radiogroup', { name: /rent your California home/ })).toHaveCount(0);
  await page.getByRole('radio', { name: 'I rented' }).check();
  await answer(page, /^Did you rent your California home for at least half of 2024/, 'Yes');
  await answer(page, /^Was the property you rented exempt/, 'No');
  await answer(page, /^Did you \(or your spouse\/RDP\) claim a homeowner's exemption/, 'No');
  // CA AGI $45,000.00 (the W-2 wages) is at or below the single filer's $49,220.00 limit.
  await expect(page.getByTestId('renter-credit-hint')).toContainText('likely eligible');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved California Required Information.')).toBeVisible();
  await expect(page.getByTestId('required-info-readiness')).toContainText('Ready');
  await expect(navLink(page, /^FTB Required Info/)).toContainText('Ready');

  // Form 540: prefilled from the 1040 on the first visit.
  await navLink(page, /^CA-540 Resident/).click();
  await expect(page.getByRole('heading', { name: 'California Form 540' })).toBeVisible();
  await expect(page.getByText('No CA Form 540 found. Start entering details and click Save.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue('1 Main St');
  await expect(page.getByRole('textbox', { name: '12 State wages (W-2 box 16)' })).toHaveValue('45000.00');
  await expect(page.getByRole('textbox', { name: '71 California income tax withheld' })).toHaveValue(
    '1800.00',
  );
  // The nonrefundable renter's credit for a single filer with CA AGI at or below $49,220 is $60.
  await expect(page.getByRole('textbox', { name: "46 Nonrefundable renter's credit" })).toHaveValue('60.00');

  await page.getByRole('textbox', { name: 'Dependent first name' }).fill('Mia');
  await page.getByRole('textbox', { name: 'Dependent last name' }).fill('Reyes');
  await page.getByRole('textbox', { name: 'Dependent SSN/ITIN' }).fill('987654321');
  await page.getByRole('textbox', { name: 'Relationship' }).fill('Daughter');
  await page.getByRole('button', { name: 'Add dependent' }).click();
  await expect(page.getByRole('row', { name: /Mia Reyes/ })).toContainText('***-**-4321');
  // Exemptions: 1 personal × $149 + 1 dependent × $461 = $610 (2024 FTB rates).
  await expect(page.getByText('10 Dependents: 1 × $461.00 = $461.00')).toBeVisible();
  await expect(page.getByTestId('ca540-exemptions-total')).toHaveText('11 Exemption amount: $610.00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved CA Form 540.')).toBeVisible();
  await expectNoSeriousViolations(page);
  // The top bar now adds the 540's refund (withholding $1,800 is above the California tax).
  await expect(refund).not.toHaveText(federalRefund ?? '');

  // Schedule CA was never reviewed: the readiness check lists it, with a shortcut.
  await page.getByRole('button', { name: 'Submit to California' }).click();
  await expect(
    page.getByText('Please complete the listed items before submitting your CA return.'),
  ).toBeVisible();
  const missing = page.getByRole('dialog', { name: 'Complete these before submitting' });
  await expect(missing).toContainText('Schedule CA (540)');
  await expect(missing.getByRole('link', { name: 'Open FTB Required Info' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await missing.getByRole('link', { name: 'Go to Adjustments' }).click();
  await expect(page).toHaveURL(new RegExp(`/form1040/${id}/ca/schedule_ca$`));
  await page.getByRole('button', { name: 'Save & Recalculate' }).click();
  await expect(page.getByText('Saved & recalculated totals')).toBeVisible();

  await navLink(page, /^CA-540 Resident/).click();
  await page.getByRole('button', { name: 'Submit to California' }).click();
  // Ready: the California Review, where the return is signed (issue 24) and then submitted.
  await expect(page).toHaveURL(new RegExp(`/form1040/${id}/ca/review$`));
  await expect(page.getByRole('heading', { name: 'Review and sign the California return' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await signOnReviewPage(page);
  await page.getByRole('button', { name: 'Submit to California' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit to California' });
  await expect(confirm).toContainText('Submit this CA Form 540 to California (simulated)?');
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/FTB Response: Accepted/)).toBeVisible();
  await navLink(page, /^CA-540 Resident/).click();
  await expect(page.getByText('California submission status: Accepted')).toBeVisible();
  await expect(page.getByText(/^Acknowledgement ID: \S+/)).not.toHaveText('Acknowledgement ID: —');
  await expect(page.getByRole('button', { name: 'Submitted' })).toBeDisabled();
  await expect(navLink(page, /^CA-540 Resident/)).toContainText('Accepted');
  await expectNoSeriousViolations(page);

  // The federal summary's California section says it was filed.
  await navLink(page, /^Federal Summary/).click();
  await expect(page.getByTestId('ca-filed')).toHaveText('Yes');
  await expectNoSeriousViolations(page);
});

test('540NR: locked once California accepted; part-year rules and the banking switch for a part-year resident', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, filer.username, filer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The accepted return refuses California changes, in the server's words.
  await page.goto(`/form1040/${id}/ca/540nr`);
  await expect(page.getByRole('heading', { name: 'California Form 540NR' })).toBeVisible();
  await page.getByRole('button', { name: 'Save & Calculate' }).click();
  await expect(
    page.getByText(
      'This California return was accepted by the FTB. To change it, file an amended return (Form 540-X).',
    ),
  ).toBeVisible();

  await page.context().clearCookies();
  await registerUser(page, mover);
  await signIn(page, mover.username, mover.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Start New Tax File' }).click();
  await expect(page).toHaveURL(/\/form1040\/\d+\/basic$/);
  const other = /\/form1040\/(\d+)\//.exec(page.url())![1]!;
  await page.goto(`/form1040/${other}/ca/540nr`);
  await expect(page.getByRole('heading', { name: 'California Form 540NR' })).toBeVisible();
  const movedIn = page.getByRole('textbox', { name: 'Date moved into CA' });
  await expect(movedIn).toBeDisabled();
  await page.getByRole('radio', { name: 'Part-year resident' }).check();
  await expect(movedIn).toBeEnabled();
  await expect(page.getByText('Date moved into CA is required.')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save & Calculate' });
  await expect(save).toBeDisabled();
  await expectNoSeriousViolations(page);
  await movedIn.fill('2024-07-01');
  await page.getByRole('textbox', { name: 'Date moved out of CA' }).fill('2024-12-31');
  await page.getByRole('textbox', { name: 'Prior state' }).click();
  await page.getByRole('option', { name: 'NV' }).click();
  // 1·3+2·7+3·1+4·3+5·7+6·1+7·3+8·7+9·1 = 159: not a multiple of 10.
  await page.getByRole('textbox', { name: 'Routing number' }).fill('123456789');
  await expect(page.getByText('Routing number looks invalid (ABA checksum failed).')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Use the bank account from my federal return' }).check();
  await expect(page.getByRole('textbox', { name: 'Routing number' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'California AGI (CA portion)' }).fill('22500');
  await save.click();
  await expect(page.getByText('Saved & recalculated.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Date moved into CA' })).toHaveValue('2024-07-01');
  await expect(page.getByRole('textbox', { name: 'California AGI (CA portion)' })).toHaveValue('22500.00');
  await expectNoSeriousViolations(page);
});
