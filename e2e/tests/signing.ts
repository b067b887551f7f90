/**
 * Signing in browser tests (issue 24): a return is submitted only once signed as it is now.
 * `signReturnByApi` signs through the API (for tests about other screens); `signOnReviewPage`
 * fills the Sign form of the Review step the page is on and signs.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Self-Select PINs and a prior-year AGI of 0 (no return filed last year); the spouse's on a joint return. */
export const E2E_SIGNATURE = {
  declaration_accepted: true,
  primary_pin: '12345',
  primary_prior_year_agi: '0',
  spouse_pin: '54321',
  spouse_prior_year_agi: '0',
  filer_consent: true,
};

export async function signReturnByApi(
  api: APIRequestContext,
  id: string | number,
  headers?: Record<string, string>,
): Promise<void> {
  const res = await api.put(`/api/form1040/${id}/signature`, { data: E2E_SIGNATURE, headers });
  expect(res.ok(), `sign: ${res.status()} ${await res.text()}`).toBe(true);
}

/** On /form1040/{id}/review: accepts the declaration and consent, enters the PIN(s) and AGI, signs. */
export async function signOnReviewPage(page: Page, opts: { joint?: boolean } = {}): Promise<void> {
  const sign = page.getByRole('region', { name: 'Sign' });
  await sign.getByRole('checkbox', { name: 'I declare this under penalties of perjury.' }).check();
  await sign.getByRole('checkbox', { name: 'I consent to filing this return electronically.' }).check();
  await sign.getByRole('textbox', { name: 'Your 5-digit PIN' }).fill('12345');
  await sign.getByRole('textbox', { name: 'Your AGI last year' }).fill('0');
  if (opts.joint) {
    await sign.getByRole('textbox', { name: "Your spouse's 5-digit PIN" }).fill('54321');
    await sign.getByRole('textbox', { name: "Your spouse's AGI last year" }).fill('0');
  }
  await sign.getByRole('button', { name: 'Sign the return' }).click();
  await expect(sign.getByText('Return signed. It is ready to submit.')).toBeVisible();
}

/** From the Review step: Submit, the spec's confirm, and the IRS response. */
export async function submitFromReviewPage(page: Page, form = 'Form 1040'): Promise<void> {
  await page.getByRole('button', { name: 'Submit to IRS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit to IRS' });
  await expect(dialog.getByText(`Submit this ${form} to IRS (simulated)?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
}
