import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import type { TestApp } from './app';
import { account, signUp, type NewAccount } from './accounts';

export type Auth = { authorization: string };

export async function filer(t: TestApp) {
  return signUp(t, account());
}

/** A self-registered Tax Preparer, approved (the approval flow itself is tested in preparer-approval.test.ts). */
export async function preparer(t: TestApp, over: Partial<NewAccount> = {}) {
  const s = await signUp(
    t,
    account({ role: 'agent', ptin: '12345678', phone: '555 123 4567', self_employed: true, ...over }),
  );
  await t.db.db.update(users).set({ pendingApproval: false }).where(eq(users.id, s.user.id));
  return s;
}

export async function newReturn(t: TestApp, auth: Auth, body?: object): Promise<number> {
  const r = await t.app.inject({ method: 'POST', url: '/api/form1040', headers: auth, payload: body ?? {} });
  if (r.statusCode !== 201) throw new Error(`create failed: ${r.body}`);
  return r.json<{ id: number }>().id;
}

export function call(t: TestApp, auth: Auth | Record<string, string>) {
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: auth }),
    put: (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'PUT', url, headers: { ...auth, ...headers }, payload: payload as object }),
    post: (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, headers: auth, payload: payload as object }),
    del: (url: string) => t.app.inject({ method: 'DELETE', url, headers: auth }),
  };
}

export const PERSONAL = {
  first_name: 'Jane',
  last_name: 'Doe',
  ssn: '123-45-6789',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip_code: '62701',
  presidential_fund: false,
};

/** A son born in 2016 who lived with the filer all year (a qualifying child). */
export const SON = {
  first_name: 'Sam',
  last_name: 'Doe',
  ssn: '987-65-4321',
  relationship: 'son',
  date_of_birth: '2016-06-01',
  months_lived_with: 12,
};

/** A sole proprietor's Schedule C business details (add form1040_id to post it). */
export const BUSINESS = {
  proprietor_name: 'Jane Doe',
  ssn: '123456789',
  principal_business: 'Web design',
  business_code: '541430',
  business_name: 'Doe Design',
  business_address: '1 Main St',
  city_state_zip: 'Springfield, IL 62701',
  accounting_method: 'cash',
  materially_participated: true,
};

/** A W-2 of 52,000 wages with 5,000 withheld (add form1040_id to post it). */
export const W2 = {
  employer_name: 'Acme Corp',
  employer_ein: '12-3456789',
  employee_ssn: '123456789',
  wages: '52000',
  federal_income_tax: '5000',
};

/** A complete single return: W-2 wages 52,000, 5,000 withheld (refund 741, see returns.test.ts). */
export async function completeSingleReturn(t: TestApp, auth: Auth) {
  const api = call(t, auth);
  const id = await newReturn(t, auth);
  await api.put(`/api/form1040/${id}/personal`, { ...PERSONAL, last_name: "O'Neil & Sons" });
  await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' });
  await api.put(`/api/form1040/${id}/digital-assets`, { digital_assets: false });
  await api.post('/api/w2/add', {
    form1040_id: id,
    employer_name: 'Acme Corp',
    employer_ein: '12-3456789',
    employee_ssn: '123456789',
    wages: '52000',
    federal_income_tax: '5000',
    social_security_wages: '52000',
    social_security_tax: '3224',
    medicare_wages: '52000',
    medicare_tax: '754',
  });
  await api.post(`/api/form1040/${id}/refund`, {
    refund_routing_number: '011000015',
    refund_account_number: '12345678',
    refund_account_type: 'Checking',
  });
  return { id, api };
}

/** A new filer's return with the personal step done and the single filing status. */
export async function singleReturn(t: TestApp) {
  const auth = (await filer(t)).auth;
  const api = call(t, auth);
  const id = await newReturn(t, auth);
  await api.put(`/api/form1040/${id}/personal`, PERSONAL);
  await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' });
  return { id, api, auth };
}

/** A line's value in a summary response. */
export const lineOf = (s: { lines: { key: string; value: string }[] }, key: string) =>
  s.lines.find((l) => l.key === key)?.value;

/** Every line of a return's summary, by key ("f8962.l26" → "1140.00"). */
export async function summaryLines(
  api: ReturnType<typeof call>,
  id: number,
): Promise<Record<string, string>> {
  const s = (await api.get(`/api/form1040/${id}/summary`)).json<{
    lines: { key: string; value: string }[];
  }>();
  return Object.fromEntries(s.lines.map((l) => [l.key, l.value]));
}

/** A 400 answer's field messages. */
export type Issues = { issues: { path: string; message: string }[] };

/** The payer and recipient of a 1099-NEC (add schedule_c_id and the boxes). */
export const NEC = {
  payer_name: 'Big Client LLC',
  payer_tin: '361234567',
  payer_street: '9 Market St',
  payer_city_state_zip: 'Chicago, IL 60601',
  recipient_name: 'Jane Doe',
  recipient_tin: '123456789',
  recipient_street: '1 Main St',
  recipient_city_state_zip: 'Springfield, IL 62701',
};

/** A 1099-INT of 1,000 interest (post it under the return). */
export const INTEREST = {
  payer_name: 'First Bank',
  payer_tin: '36-1234567',
  payer_street: '1 Bank Plaza',
  payer_city_state_zip: 'Chicago, IL 60603',
  recipient_name: 'Jane Doe',
  recipient_tin: '123-45-6789',
  recipient_street: '1 Main St',
  recipient_city_state_zip: 'Springfield, IL 62701',
  box1_interest_income: '1000',
};

/** A new return (of `year`, or the default) of a married couple filing jointly: names, numbers, birth dates. */
export async function jointReturn(t: TestApp, auth: Auth, year?: number): Promise<number> {
  const api = call(t, auth);
  const id = await newReturn(t, auth, year ? { tax_year: year } : {});
  for (const [path, body] of [
    ['personal', PERSONAL],
    [
      'filing-status',
      {
        filing_status: 'married filing jointly',
        spouse_first_name: 'Sam',
        spouse_last_name: 'Doe',
        spouse_ssn: '987654321',
      },
    ],
    ['identity', { dob: '1980-01-01', spouse_dob: '1981-02-02' }],
  ] as const) {
    const r = await api.put(`/api/form1040/${id}/${path}`, body);
    if (r.statusCode !== 200) throw new Error(`${path}: ${r.body}`);
  }
  return id;
}

/** Rental A of the Schedule E tests: rents 12,000; mortgage interest 10,000; depreciation 8,000 (−6,000). */
export const RENTAL_A = {
  label: 'A',
  address: '12 Elm St',
  city_state_zip: 'Springfield, IL 62701',
  property_type: '1',
  fair_rental_days: 365,
  personal_use_days: 0,
  rents_received: '12000',
  mortgage_interest: '10000',
  depreciation: '8000',
};
