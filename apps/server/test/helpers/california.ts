/** Federal returns of California filers, shared by the California API tests. */
import { expect } from 'vitest';
import type { TestApp } from './app';
import { call, filer, newReturn, PERSONAL, SON } from './returns';

export interface CaReturnOptions {
  /** W-2 box 1 and box 16 (California wages). */
  wages?: string;
  /** W-2 box 17 (California withholding). */
  caWithholding?: string;
  federalWithholding?: string;
  address?: { address?: string; city: string; state: string; zip_code: string };
  /** A son born 2016, a federal dependent. */
  withChild?: boolean;
}

export const SACRAMENTO = {
  address: '500 Capitol Mall',
  city: 'Sacramento',
  state: 'CA',
  zip_code: '95814',
};

/** A single filer with one W-2 from a California employer. */
export async function californiaReturn(t: TestApp, o: CaReturnOptions = {}) {
  const wages = o.wages ?? '45000';
  const auth = (await filer(t)).auth;
  const api = call(t, auth);
  const id = await newReturn(t, auth);
  await api.put(`/api/form1040/${id}/personal`, { ...PERSONAL, ...(o.address ?? SACRAMENTO) });
  await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' });
  const w2 = await api.post('/api/w2/add', {
    form1040_id: id,
    employer_name: 'Acme Corp',
    employer_ein: '12-3456789',
    employee_ssn: '123456789',
    wages,
    federal_income_tax: o.federalWithholding ?? '3000',
    social_security_wages: wages,
    medicare_wages: wages,
    state: 'CA',
    state_wages: wages,
    state_income_tax: o.caWithholding ?? '2500',
  });
  expect(w2.statusCode).toBeLessThan(300);
  if (o.withChild ?? true) {
    const dep = await api.post(`/api/form1040/${id}/dependents`, SON);
    expect(dep.statusCode).toBeLessThan(300);
  }
  return { id, api, auth };
}

/** Required-information answers of a full-year resident who rented all of 2024. */
export const RENTER_ANSWERS = {
  will_amend: false,
  disq_eic_federal: false,
  disq_eic_california: false,
  filing_status_diff_from_federal: false,
  forgo_caleitc: false,
  is_registered_domestic_partner: false,
  resident_all_year: true,
  disaster_victim: false,
  prior_year_diff_last_name: false,
  unpaid_use_tax_out_of_state_purchases: false,
  housing: 'rent',
  renter_paid_half_2024: true,
  renter_property_tax_exempt_2024: false,
  homeowner_exemption_2024: false,
};
