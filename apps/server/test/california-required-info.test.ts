/**
 * The FTB required information through the API: the required answers and the spec's message,
 * the renter questions, readiness, the renter's credit hint against the 2024 AGI limit,
 * ownership and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CA_MSG, REQUIRED_ANSWERS } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer } from './helpers/returns';
import { californiaReturn } from './helpers/california';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A single Oakland filer with W-2 wages (CA AGI = wages, no adjustments). */
async function caReturn(wages: string) {
  const { id, api } = await californiaReturn(t, {
    wages,
    federalWithholding: '1000',
    caWithholding: '500',
    withChild: false,
    address: { city: 'Oakland', state: 'CA', zip_code: '94612' },
  });
  return { id, api, path: `/api/form1040/${id}/ca/required-info` };
}

const ANSWERS = {
  will_amend: false,
  disq_eic_federal: false,
  disq_eic_california: false,
  is_registered_domestic_partner: false,
  resident_all_year: true,
  disaster_victim: false,
  housing: 'rent',
  renter_paid_half_2024: true,
  renter_property_tax_exempt_2024: false,
  homeowner_exemption_2024: false,
};

describe('required information', () => {
  it('starts unanswered and not ready, with the renter limit for the filing status', async () => {
    const { api, path } = await caReturn('30000');
    const r = await api.get(path);
    expect(r.statusCode).toBe(200);
    const b = r.json();
    expect(Object.values(b.data).every((v) => v === null)).toBe(true);
    expect(b.ready).toBe(false);
    expect(b.missing).toEqual([...REQUIRED_ANSWERS]);
    // 2024 renter's credit AGI limit, single: 52,421; CA AGI = the 30,000 of wages.
    expect(b.renter_credit).toEqual({ agi_limit: '52421.00', ca_agi: '30000.00', likely_eligible: false });
  });

  it('refuses a save missing required answers with the spec message, naming the questions (never their keys)', async () => {
    const { api, path } = await caReturn('30000');
    const none = await api.put(path, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(
      'Please complete required fields: Will you amend your federal return?; Were you disqualified from the federal earned income credit?; Were you disqualified from the California EITC?; Are you a registered domestic partner (RDP)?; Were you a California resident for all of 2024?; Were you a victim of a California disaster in 2024?; Housing in 2024 (rented, owned or neither)',
    );
    const { renter_paid_half_2024: _a, homeowner_exemption_2024: _b, ...partial } = ANSWERS;
    const renter = await api.put(path, partial);
    expect(renter.json().error).toBe(
      "Please complete required fields: Did you rent your California home for at least half of 2024?; Did you (or your spouse/RDP) claim a homeowner's exemption in 2024?",
    );
    const bool = await api.put(path, { ...ANSWERS, will_amend: 'yes' });
    expect(bool.statusCode).toBe(400);
    expect(bool.json().error).toBe('Answer Yes or No');
    expect((await api.put(path, { ...ANSWERS, housing: 'boat' })).json().error).toBe(
      'Choose rent, own or neither',
    );
    expect((await api.put(path, { ...ANSWERS, extra: true })).statusCode).toBe(400);
  });

  it('saves, becomes ready and hints the renter credit under the AGI limit', async () => {
    const { api, path } = await caReturn('30000');
    const r = await api.put(path, ANSWERS);
    expect(r.statusCode).toBe(200);
    const b = r.json();
    expect(b.message).toBe(CA_MSG.requiredInfoSaved);
    expect(b.ready).toBe(true);
    expect(b.missing).toEqual([]);
    expect(b.data.housing).toBe('rent');
    expect(b.data.prior_year_diff_last_name).toBeNull();
    // 30,000 ≤ 52,421, rented half the year, not tax-exempt, no homeowner's exemption.
    expect(b.renter_credit.likely_eligible).toBe(true);
    const { message: _m, ...view } = b;
    expect((await api.get(path)).json()).toEqual(view);
  });

  it('no renter credit hint over the limit; a homeowner’s renter answers are cleared', async () => {
    const { api, path } = await caReturn('60000');
    const over = (await api.put(path, ANSWERS)).json();
    // 60,000 > 52,421.
    expect(over.renter_credit).toEqual({ agi_limit: '52421.00', ca_agi: '60000.00', likely_eligible: false });
    const own = (await api.put(path, { ...ANSWERS, housing: 'own' })).json();
    expect(own.data.housing).toBe('own');
    expect(own.data.renter_paid_half_2024).toBeNull();
    expect(own.data.homeowner_exemption_2024).toBeNull();
    expect(own.ready).toBe(true);
  });

  it('is 404 for another filer and never 5xx on bad input', async () => {
    const { id, api, path } = await caReturn('30000');
    const other = call(t, (await filer(t)).auth);
    expect((await other.get(path)).statusCode).toBe(404);
    expect((await other.put(path, ANSWERS)).statusCode).toBe(404);
    for (const r of [
      await api.put(path, { ...ANSWERS, housing: 'r\u0000ent' }),
      await api.put(path, [ANSWERS]),
      await api.put(path, 'x'.repeat(2000)),
      await api.get('/api/form1040/1e99/ca/required-info'),
      await api.put(`/api/form1040/${id}99999999999/ca/required-info`, ANSWERS),
    ]) {
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
  });
});
