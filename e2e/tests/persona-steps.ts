/**
 * The steps every persona of issue 24 walks the same way, through the screens only (no API call):
 * register and sign in, the basic steps, "What happened in {year}?", the end of the path
 * (Deductions → Taxes → Credits → Payments → Refund → digital assets → designee → Summary → Review),
 * then sign and submit. Each persona's spec adds what is its own (dependents, documents, figures).
 */
import { expect, test, type Page } from '@playwright/test';
import { newAccount, registerUser, signIn } from './support';
import { signOnReviewPage, submitFromReviewPage } from './signing';

/** Every persona runs at desktop size and on a 390 px phone. */
export const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
export type Size = (typeof SIZES)[number];

export const saveNext = (page: Page) => page.getByRole('button', { name: 'Save & Next' }).click();

/** Chooses an option of a Mantine select by its label. */
export async function pick(page: Page, box: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: box, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const box = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });

/** Fills each box (by its label) of a document's form, submits it and waits for `saved`. */
export async function fillAndSubmit(
  page: Page,
  boxes: Readonly<Record<string, string>>,
  submit: { button: string; saved: string },
): Promise<void> {
  for (const [label, value] of Object.entries(boxes)) await box(page, label).fill(value);
  await page.getByRole('button', { name: submit.button }).click();
  await expect(page.getByText(submit.saved)).toBeVisible();
}

/** The to-do bar under an item's screen. */
export const todoBar = (page: Page) => page.getByTestId('todo-bar');

export interface Walk {
  page: Page;
  id: string;
  size: Size;
  /**
   * The page is this step of the return ('' is the Federal Summary) and, with the step's label,
   * shows it: a lazily loaded screen keeps the last one on view (and its buttons) until it is ready.
   */
  at: (step: string, label?: string) => Promise<void>;
  /** The page fits the window: no sideways scroll. */
  fits: () => Promise<void>;
}

/** One test per window size: a new filer signs up, starts a return and walks it (`walk`). */
export function personaAtEachSize(title: string, prefix: string, walk: (w: Walk) => Promise<void>): void {
  for (const size of SIZES)
    test(`${title} (${size.name})`, async ({ page }) => {
      test.setTimeout(300_000);
      await walk(await startPersona(page, size, prefix));
    });
}

/** A new filer registers, signs in and starts a tax file at the given window size. */
export async function startPersona(page: Page, size: Size, prefix: string): Promise<Walk> {
  await page.setViewportSize({ width: size.width, height: size.height });
  const account = newAccount(`${prefix}${size.width}`);
  await registerUser(page, account);
  await signIn(page, account.username, account.password);
  await page.getByRole('button', { name: 'Start New Tax File' }).click();
  await expect(page).toHaveURL(/\/form1040\/\d+\/basic$/);
  const id = /\/form1040\/(\d+)\//.exec(page.url())![1]!;
  return {
    page,
    id,
    size,
    at: async (step, label) => {
      await expect(page).toHaveURL(new RegExp(`/form1040/${id}${step ? `/${step}` : ''}$`));
      if (label)
        await expect(page.getByTestId('path-step')).toHaveText(new RegExp(`: ${escapeRegExp(label)}$`));
    },
    fits: async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Steps that need nothing of this persona ([path, label]): each is reached in turn and saved as it is. */
async function saveThrough(w: Walk, steps: readonly (readonly [string, string])[]): Promise<void> {
  for (const [step, label] of steps) {
    await w.at(step, label);
    await saveNext(w.page);
  }
}

export interface Person {
  first: string;
  last: string;
  ssn: string;
  /** YYYY-MM-DD */
  dob: string;
  /** Where the filer lives; Springfield, Illinois when not said. */
  home?: { city: string; state: string; zip: string };
}

/**
 * Personal info (an Illinois address unless the filer's home says otherwise), filing status, identity, standard deduction and About you,
 * ending on Dependents. A spouse makes the return joint.
 */
export async function basicSteps(w: Walk, filer: Person, spouse?: Person): Promise<void> {
  const { page } = w;
  await page.getByRole('textbox', { name: 'First name' }).fill(filer.first);
  await page.getByRole('textbox', { name: 'Last name' }).fill(filer.last);
  await page.getByRole('textbox', { name: 'SSN' }).fill(filer.ssn);
  const home = filer.home ?? { city: 'Springfield', state: 'IL', zip: '62701' };
  await page.getByRole('textbox', { name: 'Address' }).fill('1 Main St');
  await page.getByRole('textbox', { name: 'City' }).fill(home.city);
  await page.getByRole('textbox', { name: 'State' }).fill(home.state);
  await page.getByRole('option', { name: home.state, exact: true }).click();
  await page.getByRole('textbox', { name: 'ZIP code' }).fill(home.zip);
  await w.fits();
  await saveNext(page);
  await w.at('status', 'Filing status');
  if (spouse) {
    await page.getByRole('radio', { name: 'Married filing jointly' }).check();
    await page.getByRole('textbox', { name: 'Spouse first name' }).fill(spouse.first);
    await page.getByRole('textbox', { name: 'Spouse last name' }).fill(spouse.last);
    await page.getByRole('textbox', { name: 'Spouse SSN' }).fill(spouse.ssn);
  } else {
    await page.getByRole('radio', { name: 'Single' }).check();
  }
  await saveNext(page);
  await w.at('identity', 'Identity');
  await page.getByLabel('Date of birth', { exact: true }).fill(filer.dob);
  if (spouse) await page.getByLabel('Spouse Date of birth').fill(spouse.dob);
  await saveNext(page);
  await saveThrough(w, [
    ['standard-deduction', 'Standard deduction'],
    ['about-you', 'About you'],
  ]);
  await w.at('dependents', 'Dependents');
}

/** From Dependents to "What happened in {year}?", ticks the topics and saves: on to the first item. */
export async function answerChecklist(w: Walk, topics: readonly RegExp[]): Promise<void> {
  const { page } = w;
  await page.getByRole('link', { name: 'Next: what happened this year' }).click();
  await w.at('checklist');
  await expect(page.getByRole('heading', { name: /^What happened in \d{4}\?$/ })).toBeVisible();
  for (const topic of topics) await page.getByRole('checkbox', { name: topic }).check();
  await w.fits();
  await saveNext(page);
}

export interface W2 {
  employer: string;
  ein: string;
  wages: string;
  withheld: string;
  /** On a joint return, whose W-2 it is. */
  owner?: 'Taxpayer' | 'Spouse';
}

/** Saves each W-2 on the W-2 screen; the job item is then done. */
export async function enterW2s(w: Walk, w2s: readonly W2[]): Promise<void> {
  const { page } = w;
  await w.at('w2', 'A job');
  await expect(todoBar(page).getByTestId('todo-state')).toHaveText('Not started');
  for (const w2 of w2s) {
    await page.getByRole('textbox', { name: 'Employer name' }).fill(w2.employer);
    await page.getByRole('textbox', { name: /Employer EIN/ }).fill(w2.ein);
    if (w2.owner) await pick(page, 'Whose W-2', w2.owner);
    await page.getByRole('textbox', { name: /Box 1 Wages/ }).fill(w2.wages);
    await page.getByRole('textbox', { name: /Box 2 Federal income tax/ }).fill(w2.withheld);
    await page.getByRole('button', { name: 'Save W-2' }).click();
    await expect(page.getByText('W-2 saved.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Employer name' })).toHaveValue('');
  }
  await expect(todoBar(page).getByTestId('todo-state')).toHaveText('Done');
  await w.fits();
}

/** The item on this screen is done; its bar leads on to the next step of the path. */
export async function nextFromTodo(w: Walk, next: string | RegExp = /^Next: /): Promise<void> {
  const bar = todoBar(w.page);
  await expect(bar.getByTestId('todo-state')).toHaveText('Done');
  await w.fits();
  await bar.getByRole('link', { name: next }).click();
}

/**
 * Deductions → Taxes → Credits → Payments → Refund → digital assets → designee → the Federal
 * Summary (every to-do item done) → Review, where the refund or amount owed is shown large and no
 * e-file check is open.
 */
export async function walkToReview(w: Walk, amount: string): Promise<void> {
  const { page } = w;
  await saveThrough(w, [
    ['deductions', 'Deductions'],
    ['taxes', 'Taxes'],
    ['credits', 'Credits'],
    ['payments', 'Payments'],
  ]);
  await w.at('refund', 'Refund');
  await page.getByRole('link', { name: 'Next: digital assets' }).click();
  await w.at('digital-assets', 'Digital assets');
  await page.getByRole('radio', { name: 'No' }).check();
  await saveNext(page);
  await w.at('third-party-designee', 'Designee');
  await saveNext(page);
  await w.at('', 'Summary');
  await expect(page.getByRole('region', { name: 'Your to-do list' })).not.toContainText('Not started');
  await w.fits();
  await page.getByRole('link', { name: 'Next: Review & sign' }).click();
  await w.at('review', 'Review & sign');
  await expect(page.getByTestId('review-amount')).toHaveText(amount);
  // Nothing the e-file would reject is left open.
  await expect(page.getByRole('region', { name: 'Open checks' })).toHaveCount(0);
  await w.fits();
}

/** The filer (both spouses on a joint return) signs on Review; the return is submitted and accepted. */
export async function signSubmitAccepted(w: Walk, opts: { joint?: boolean } = {}): Promise<void> {
  await signOnReviewPage(w.page, opts);
  await submitFromReviewPage(w.page);
  await expect(w.page.getByText(/^IRS Response: Accepted - /)).toBeVisible();
  await w.fits();
  // The return itself is stored as accepted, not only the answer shown.
  await w.page.reload();
  const amount = w.page.getByRole('region', { name: /^(Your refund|Amount you owe)$/ });
  await expect(amount.getByText('Accepted', { exact: true })).toBeVisible();
}

/** A figure on Review: the amount cell of `line` ("Form 1040 line 11") in the group `group` ("Income"). */
export const reviewLine = (page: Page, group: string, line: string) =>
  page
    .getByRole('region', { name: group, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: line, exact: true }) })
    .getByRole('cell')
    .last();
