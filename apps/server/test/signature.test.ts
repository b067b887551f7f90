/**
 * Review and sign (issue 24): a return is submitted only when signed as it is now; the signature's
 * rules (IRS Self-Select PIN: 5 digits, not all zeros; prior-year AGI or 5-digit prior-year PIN per
 * filer; the spouse's on a joint return); PINs encrypted at rest and never answered in the clear;
 * the signature in the MeF ReturnHeader; the Review page's answer; the Form 1040-X's own review,
 * signature and simulated e-file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SIGN_MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { call, completeSingleReturn, filer, newReturn, PERSONAL, preparer } from './helpers/returns';
import { signAmendment, signReturn, SIGNATURE } from './helpers/signature';
import { form1040s } from '../src/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('submission needs a current signature', () => {
  it('refuses an unsigned return with the message to review and sign, then accepts it signed', async () => {
    const me = await filer(t);
    const { id, api } = await completeSingleReturn(t, me.auth);
    const unsigned = await api.post(`/api/form1040/submit/${id}`, {});
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json().error).toBe(SIGN_MSG.unsigned);
    expect(unsigned.json().error).toBe(
      'This return is not signed. Please review and sign it (Review step) before submitting.',
    );
    expect((await api.get(`/api/form1040/${id}/submissions`)).json()).toEqual([]);

    const signed = await api.put(`/api/form1040/${id}/signature`, SIGNATURE);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      message: SIGN_MSG.signed,
      signature: { signed: true, current: true, primary_pin: '•••••', primary_identity: 'agi', joint: false },
    });
    const ok = await api.post(`/api/form1040/submit/${id}`, {});
    expect(ok.json()).toMatchObject({ status: 'Accepted', errors: [] });
  });

  it('an edit after signing leaves the signature stale: submission refused until signed again', async () => {
    const me = await filer(t);
    const { id, api } = await completeSingleReturn(t, me.auth);
    await signReturn(api, id);
    // An answer of the return moves its version …
    await api.put(`/api/form1040/${id}/digital-assets`, { digital_assets: true });
    expect((await api.get(`/api/form1040/${id}/signature`)).json()).toMatchObject({
      signed: true,
      current: false,
    });
    const stale = await api.post(`/api/form1040/submit/${id}`, {});
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(SIGN_MSG.stale);
    await signReturn(api, id);
    expect((await api.get(`/api/form1040/${id}/signature`)).json().current).toBe(true);
    // … and so does a document: a W-2 added after signing.
    await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Beta',
      employer_ein: '98-7654321',
      wages: '100',
    });
    expect((await api.post(`/api/form1040/submit/${id}`, {})).json().error).toBe(SIGN_MSG.stale);
  });

  it('a rejected return signed once can be submitted again unchanged', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const bare = await newReturn(t, me.auth);
    await signReturn(api, bare);
    expect((await api.post(`/api/form1040/submit/${bare}`, {})).json().status).toBe('Rejected');
    expect((await api.post(`/api/form1040/submit/${bare}`, {})).json().status).toBe('Rejected');
  });
});

describe('the signature rules', () => {
  it('refuses bad PINs, a missing identity check and a missing declaration, in the product words', async () => {
    const me = await filer(t);
    const { id, api } = await completeSingleReturn(t, me.auth);
    const cases: [Record<string, unknown>, string][] = [
      [{ primary_pin: '00000' }, SIGN_MSG.pin],
      [{ primary_pin: '1234' }, SIGN_MSG.pin],
      [{ primary_pin: '123456' }, SIGN_MSG.pin],
      [{ primary_pin: '12a45' }, SIGN_MSG.pin],
      [{ primary_pin: 12345 }, SIGN_MSG.pin],
      [{ declaration_accepted: false }, SIGN_MSG.declarationRequired],
      [{ primary_prior_year_agi: null }, SIGN_MSG.priorYear],
      [{ primary_prior_year_agi: '12.50' }, SIGN_MSG.priorAgi],
      [{ primary_prior_year_agi: null, primary_prior_year_pin: '1234' }, SIGN_MSG.priorPin],
      [{ signed_on: 'yesterday' }, SIGN_MSG.date],
    ];
    for (const [over, message] of cases) {
      const r = await api.put(`/api/form1040/${id}/signature`, { ...SIGNATURE, ...over });
      expect(r.statusCode, JSON.stringify(over)).toBe(400);
      expect(r.json().error, JSON.stringify(over)).toBe(message);
    }
    for (const body of [null, [], { ...SIGNATURE, primary_pin: '1'.repeat(10_000) }]) {
      expect((await api.put(`/api/form1040/${id}/signature`, body)).statusCode).toBe(400);
    }
    expect((await api.get(`/api/form1040/${id}/signature`)).json().signed).toBe(false);
    // A prior-year PIN stands in for the AGI.
    const byPin = await api.put(`/api/form1040/${id}/signature`, {
      ...SIGNATURE,
      primary_prior_year_agi: '',
      primary_prior_year_pin: '11111',
    });
    expect(byPin.json().signature.primary_identity).toBe('pin');
  });

  it("a joint return needs the spouse's PIN and prior-year AGI or PIN; both go into the XML", async () => {
    const me = await filer(t);
    const { id, api } = await completeSingleReturn(t, me.auth);
    await api.put(`/api/form1040/${id}/filing-status`, {
      filing_status: 'married filing jointly',
      spouse_first_name: 'John',
      spouse_last_name: 'Doe',
      spouse_ssn: '123-45-6780',
    });
    const noSpouse = await api.put(`/api/form1040/${id}/signature`, { ...SIGNATURE, spouse_pin: null });
    expect(noSpouse.json().error).toBe(SIGN_MSG.spousePinRequired);
    const zeros = await api.put(`/api/form1040/${id}/signature`, { ...SIGNATURE, spouse_pin: '00000' });
    expect(zeros.json().error).toBe(SIGN_MSG.spousePin);
    const noPrior = await api.put(`/api/form1040/${id}/signature`, {
      ...SIGNATURE,
      spouse_prior_year_agi: '',
    });
    expect(noPrior.json().error).toBe(SIGN_MSG.spousePriorYear);
    await signReturn(api, id, {
      primary_pin: '24680',
      primary_prior_year_agi: '48,250',
      spouse_pin: '13579',
      spouse_prior_year_agi: null,
      spouse_prior_year_pin: '97531',
      signed_on: '2025-02-10',
    });
    const xml = (await api.get(`/api/form1040/${id}/xml`)).body;
    const header = xml.slice(xml.indexOf('<ReturnHeader'), xml.indexOf('</ReturnHeader>'));
    const order = [
      '<PINTypeCd>Self-Select On-Line</PINTypeCd>',
      '<JuratDisclosureCd>Online Self Select PIN</JuratDisclosureCd>',
      '<PrimaryPINEnteredByCd>Taxpayer</PrimaryPINEnteredByCd>',
      '<SpousePINEnteredByCd>Taxpayer</SpousePINEnteredByCd>',
      '<PrimarySignaturePINTxt>24680</PrimarySignaturePINTxt>',
      '<SpouseSignaturePINTxt>13579</SpouseSignaturePINTxt>',
      '<PrimarySignatureDt>2025-02-10</PrimarySignatureDt>',
      '<SpouseSignatureDt>2025-02-10</SpouseSignatureDt>',
      '<PrimaryPriorYearAGIAmt>48250</PrimaryPriorYearAGIAmt>',
      '<SpousePriorYearPIN>97531</SpousePriorYearPIN>',
      '<ReturnTypeCd>1040</ReturnTypeCd>',
    ];
    let at = -1;
    for (const tag of order) {
      const next = header.indexOf(tag);
      expect(next, tag).toBeGreaterThan(at);
      at = next;
    }
    expect(header).not.toContain('SpousePriorYearAGIAmt');
    expect(header).not.toContain('PrimaryPriorYearPIN');
    // The PINs are encrypted at rest and never answered in the clear.
    const [row] = await t.db.db.select().from(form1040s).where(eq(form1040s.id, id));
    const raw = JSON.stringify(row!.data);
    for (const secret of ['24680', '13579', '97531', '48,250', '48250']) expect(raw).not.toContain(secret);
    const review = (await api.get(`/api/form1040/${id}/review`)).body;
    for (const secret of ['24680', '13579', '97531']) expect(review).not.toContain(secret);
    // An unsigned return's XML has no signature.
    await api.put(`/api/form1040/${id}/digital-assets`, { digital_assets: false });
    expect((await api.get(`/api/form1040/${id}/xml`)).body).not.toContain('PrimarySignaturePINTxt');
  });

  it('a preparer signs with the PTIN and the filer consent; the XML says the ERO entered the PIN', async () => {
    const f = await filer(t);
    const p = await preparer(t);
    const id = await newReturn(t, p.auth, { filer_id: f.user.id });
    const api = call(t, p.auth);
    await api.put(`/api/form1040/${id}/personal`, PERSONAL);
    const noConsent = await api.put(`/api/form1040/${id}/signature`, { ...SIGNATURE, filer_consent: false });
    expect(noConsent.json().error).toBe(SIGN_MSG.consentRequired);
    const ok = await api.put(`/api/form1040/${id}/signature`, SIGNATURE);
    expect(ok.json().signature).toMatchObject({ preparer_ptin: 'P12345678', filer_consent: true });
    const xml = (await api.get(`/api/form1040/${id}/xml`)).body;
    expect(xml).toContain('<JuratDisclosureCd>Self Select PIN By ERO</JuratDisclosureCd>');
    expect(xml).toContain('<PrimaryPINEnteredByCd>ERO</PrimaryPINEnteredByCd>');
  });

  it("another filer's return is not found for review, signature and submit", async () => {
    const a = await filer(t);
    const b = await filer(t);
    const { id } = await completeSingleReturn(t, a.auth);
    const other = call(t, b.auth);
    expect((await other.get(`/api/form1040/${id}/review`)).statusCode).toBe(404);
    expect((await other.get(`/api/form1040/${id}/signature`)).statusCode).toBe(404);
    expect((await other.put(`/api/form1040/${id}/signature`, SIGNATURE)).statusCode).toBe(404);
    expect((await other.post(`/api/form1040/submit/${id}`, {})).statusCode).toBe(404);
    expect((await other.get('/api/form1040/99999999999/review')).statusCode).toBe(404);
  });
});

describe('the Review page', () => {
  it('groups the figures as the form, shows refund and changes since the last signature, and warnings with a step', async () => {
    const me = await filer(t);
    const { id, api } = await completeSingleReturn(t, me.auth);
    const first = (await api.get(`/api/form1040/${id}/review`)).json();
    // 52,000 wages, standard deduction 14,600: taxable 37,400, tax 4,259; 5,000 withheld: refund 741.
    expect(first).toMatchObject({
      refund: '741.00',
      amount_owed: '0.00',
      changes: [],
      last_reviewed_at: null,
    });
    expect(first.groups.map((g: { title: string }) => g.title).slice(0, 3)).toEqual([
      'Income',
      'Adjustments and adjusted gross income',
      'Deductions and taxable income',
    ]);
    expect(first.groups[0].lines).toContainEqual({
      key: 'f1040.l1z',
      label: 'Form 1040 line 1z',
      value: '52000.00',
    });
    expect(first.declaration).toBe(SIGN_MSG.declaration);
    expect(first.plausibility).toEqual([]);
    await signReturn(api, id);
    // A W-2 with withholding and no wages: the refund passes half the income.
    await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Beta',
      employer_ein: '98-7654321',
      wages: '0',
      federal_income_tax: '30000',
    });
    const after = (await api.get(`/api/form1040/${id}/review`)).json();
    expect(after.signature).toMatchObject({ signed: true, current: false });
    expect(after.last_reviewed_at).not.toBeNull();
    expect(after.changes).toContainEqual({
      key: 'f1040.l25a',
      label: 'Form 1040 line 25a',
      before: '5000.00',
      after: '35000.00',
    });
    expect(after.plausibility).toContainEqual({
      message: 'Your refund is more than half of your total income. Check your payments and withholding.',
      step: 'payments',
    });
  });
});

describe('the Form 1040-X: review, sign and simulated e-file', () => {
  it('is refused unsigned, signed it is accepted once; another filer gets 404', async () => {
    const me = await filer(t);
    const { id, api } = await completeSingleReturn(t, me.auth);
    await signReturn(api, id);
    expect((await api.post(`/api/form1040/submit/${id}`, {})).json().status).toBe('Accepted');
    const x = (await api.post('/api/form1040x', { form1040_id: id, tax_year: 2024 })).json<{ id: number }>();
    const unsigned = await api.post(`/api/form1040x/${x.id}/submit`, {});
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json().error).toBe(SIGN_MSG.amendmentUnsigned);
    // Part II is required: the review names it with the 1040-X step.
    const review = (await api.get(`/api/form1040x/${x.id}/review`)).json();
    expect(review).toMatchObject({ kind: 'form1040x', status: 'Pending' });
    expect(review.errors).toContainEqual(expect.objectContaining({ field: 'explanation', step: '1040x' }));
    await api.put(`/api/form1040x/${x.id}`, { tax_year: 2024, explanation: 'Forgot a 1099-INT.' });
    await signAmendment(api, x.id);
    const other = call(t, (await filer(t)).auth);
    expect((await other.get(`/api/form1040x/${x.id}/review`)).statusCode).toBe(404);
    expect((await other.put(`/api/form1040x/${x.id}/signature`, SIGNATURE)).statusCode).toBe(404);
    expect((await other.post(`/api/form1040x/${x.id}/submit`, {})).statusCode).toBe(404);
    // A change of the return after signing leaves the 1040-X signature stale.
    await api.post('/api/form1040/' + id + '/third-party', { third_party_designee: false });
    expect((await api.post(`/api/form1040x/${x.id}/submit`, {})).json().error).toBe(SIGN_MSG.amendmentStale);
    await signAmendment(api, x.id);
    const sent = await api.post(`/api/form1040x/${x.id}/submit`, {});
    expect(sent.json()).toMatchObject({ status: 'Accepted', errors: [] });
    expect((await api.get(`/api/form1040x/${x.id}/review`)).json().status).toBe('Accepted');
    const again = await api.post(`/api/form1040x/${x.id}/submit`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(SIGN_MSG.amendmentAccepted);
  });
});
