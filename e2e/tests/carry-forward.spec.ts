/**
 * Issue 26 in the browser, at desktop size and on a 390 px phone: a filer's 2024 return (married
 * filing jointly, two children, a W-2, a Schedule D loss over $3,000, a rental with a suspended
 * passive loss) is the start of their 2025 return. The New Tax File screen offers "Start from my 2024
 * return"; Personal Info lists every carried value with its 2024 source; one is changed; the return
 * is reviewed (the prior-year AGI waits in the Sign form, carried), signed, accepted, and its PDF
 * downloaded.
 */
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newAccount, registerUser, signIn } from './support';
import { reviewLine, SIZES, type Size } from './persona-steps';
import { submitFromReviewPage } from './signing';

const fits = async (page: Page, size: Size) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

async function ok(res: ReturnType<APIRequestContext['put']>) {
  const r = await res;
  expect(r.ok(), `${r.url()}: ${await r.text()}`).toBe(true);
  return r;
}

const EMPLOYER = { employer_name: 'Acme Corp', employer_ein: '123456789', employee_ssn: '123456789' };

/**
 * The 2024 return through the API (the wizard's screens are covered elsewhere): Jane and Sam Doe,
 * joint; Ann (born 2008, 17 in 2025) and Ben (born 2015); wages 200,000; Form 8949 losses of 8,000
 * short-term (2,000 − 10,000) and 4,000 long-term (1,000 − 5,000); rental A: 12,000 rents −
 * 10,000 mortgage interest − 8,000 depreciation = −6,000.
 */
async function return2024(api: APIRequestContext): Promise<number> {
  const created = await ok(api.post('/api/form1040', { data: { tax_year: 2024 } }));
  const id = ((await created.json()) as { id: number }).id;
  const at = (p: string) => `/api/form1040/${id}/${p}`;
  await ok(
    api.put(at('personal'), {
      data: {
        first_name: 'Jane',
        last_name: 'Doe',
        ssn: '123456789',
        address: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zip_code: '62701',
        presidential_fund: false,
      },
    }),
  );
  await ok(
    api.put(at('filing-status'), {
      data: {
        filing_status: 'married filing jointly',
        spouse_first_name: 'Sam',
        spouse_last_name: 'Doe',
        spouse_ssn: '987654321',
      },
    }),
  );
  await ok(api.put(at('identity'), { data: { dob: '1980-01-01', spouse_dob: '1981-02-02' } }));
  for (const [first, ssn, relationship, dob] of [
    ['Ann', '111223344', 'daughter', '2008-05-01'],
    ['Ben', '111223355', 'son', '2015-05-01'],
  ])
    await ok(
      api.post(at('dependents'), {
        data: {
          first_name: first,
          last_name: 'Doe',
          ssn,
          relationship,
          date_of_birth: dob,
          months_lived_with: 12,
        },
      }),
    );
  await ok(
    api.post('/api/w2/add', {
      data: { form1040_id: id, ...EMPLOYER, wages: '200000', federal_income_tax: '30000' },
    }),
  );
  for (const [box, acquired, proceeds, cost] of [
    ['A', '2024-01-10', '2000', '10000'],
    ['D', '2020-01-10', '1000', '5000'],
  ])
    await ok(
      api.post(at('f8949'), {
        data: {
          box,
          description: `${box} shares`,
          date_acquired: acquired,
          date_sold: '2024-06-10',
          proceeds,
          cost,
        },
      }),
    );
  await ok(
    api.post('/api/schedule_e', {
      data: {
        form1040_id: id,
        paid_1099_required: false,
        properties: [
          {
            label: 'A',
            address: '12 Elm St',
            city_state_zip: 'Springfield, IL 62701',
            property_type: '1',
            fair_rental_days: 365,
            personal_use_days: 0,
            rents_received: '12000',
            mortgage_interest: '10000',
            depreciation: '8000',
          },
        ],
      },
    }),
  );
  return id;
}

for (const size of SIZES)
  test(`a 2025 return started from the 2024 one: carried, changed, signed, downloaded (${size.name})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const account = newAccount(`carry${size.width}`);
    await registerUser(page, account);
    await signIn(page, account.username, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const api = page.request;
    const id2024 = await return2024(api);

    // The New Tax File screen: 2025, from my 2024 return.
    await page.goto('/form1040/new');
    await page.getByRole('combobox', { name: "New file's tax year" }).selectOption('2025');
    const from = page.getByRole('checkbox', { name: /^Start from my 2024 return/ });
    await from.check();
    await expect(from).toBeChecked();
    await fits(page, size);
    await page.getByRole('button', { name: 'Start New Tax File' }).click();
    await expect(page).toHaveURL(/\/form1040\/\d+\/basic$/);
    const id = /\/form1040\/(\d+)\//.exec(page.url())![1]!;
    expect(Number(id)).not.toBe(id2024);

    // Personal Info: every carried value with its 2024 source.
    const panel = page.getByRole('region', { name: 'Carried from your 2024 return' });
    await expect(panel).toBeVisible();
    // Each item reads "Label: value (from source) Change"; `start` is its beginning.
    const item = (start: string) =>
      panel
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
    for (const [label, value, source] of [
      ['Name:', 'Jane Doe', '2024 return'],
      ['SSN:', '***-**-6789', '2024 return'],
      ['Address:', '1 Main St, Springfield, IL 62701', '2024 return'],
      ['Spouse:', 'Sam Doe, SSN ***-**-4321', '2024 return'],
      // Ages at the end of 2025: 2025 − 2008 = 17; 2025 − 2015 = 10.
      ['Dependent: Ann', 'Ann Doe (daughter), 17 at the end of 2025, SSN ***-**-3344', '2024 return'],
      ['Dependent: Ben', 'Ben Doe (son), 10 at the end of 2025, SSN ***-**-3355', '2024 return'],
      ['W-2 from Acme Corp:', 'An empty W-2 to fill with this year’s amounts', '2024 return'],
      ['Filing status:', 'married filing jointly', '2024 return'],
      // 2024 Capital Loss Carryover Worksheet: line 8 = 8,000 − (3,000 allowed) = 5,000;
      // line 13 = 4,000 − max(0, 3,000 − 8,000) = 4,000.
      [
        'Short-term capital loss carryover (Schedule D line 6)',
        '$5,000.00',
        '2024 Capital Loss Carryover Worksheet, line 8',
      ],
      [
        'Long-term capital loss carryover (Schedule D line 14)',
        '$4,000.00',
        '2024 Capital Loss Carryover Worksheet, line 13',
      ],
      // 2024 Form 8582: MAGI 197,000 > 150,000, no special allowance: the whole 6,000 loss is unallowed.
      [
        'Prior years’ unallowed loss of rental A (Form 8582)',
        '$6,000.00',
        '2024 Form 8582: the loss of rental A not allowed in 2024',
      ],
      // 2024 AGI: 200,000 wages − 3,000 capital loss = 197,000.
      ['Prior-year AGI for the e-file signature:', '$197,000.00', '2024 Form 1040, line 11'],
      [
        'Taxability of a 2024 state or local tax refund',
        'Standard deduction in 2024',
        '2024 Form 1040, line 12',
      ],
    ] as const) {
      await expect(item(label)).toContainText(value);
      await expect(item(label)).toContainText(`(from ${source})`);
    }
    // Ann turns 17 in 2025: flagged for the child tax credit, still a dependent.
    await expect(panel.getByRole('status')).toContainText('Ann Doe turns 17 in 2025');
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Jane');
    await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('1 Main St');
    await fits(page, size);

    // One carried value changed: the family moved.
    await page.getByRole('textbox', { name: 'Address' }).fill('2 Oak Ave');
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await expect(page).toHaveURL(new RegExp(`/form1040/${id}/status$`));
    await expect(page.getByRole('radio', { name: 'Married filing jointly' })).toBeChecked();
    const view = (await (await api.get(`/api/form1040/${id}`)).json()) as Record<string, unknown>;
    expect(view).toMatchObject({ address: '2 Oak Ave', city: 'Springfield', tax_year: 2025 });
    // The dependents came along, with their ages at the end of 2025: Ann 2025 − 2008 = 17, Ben 2025 − 2015 = 10.
    await page.goto(`/form1040/${id}/dependents`);
    await expect(page.getByRole('columnheader', { name: 'Age at end of 2025' })).toBeVisible();
    await expect(
      page
        .getByRole('row', { name: /^Ann Doe/ })
        .getByRole('cell')
        .nth(3),
    ).toHaveText('17');
    await expect(
      page
        .getByRole('row', { name: /^Ben Doe/ })
        .getByRole('cell')
        .nth(3),
    ).toHaveText('10');
    await fits(page, size);

    // The carried W-2 of Acme Corp is filled with this year's amounts; no digital assets.
    const [w2] = (await (await api.get(`/api/w2/list/${id}`)).json()) as {
      id: number;
      employer_name: string;
    }[];
    expect(w2!.employer_name).toBe('Acme Corp');
    await ok(
      api.put(`/api/w2/edit/${w2!.id}`, {
        data: { form1040_id: Number(id), ...EMPLOYER, wages: '200000', federal_income_tax: '30000' },
      }),
    );
    await ok(api.put(`/api/form1040/${id}/digital-assets`, { data: { digital_assets: false } }));

    // Review: 2025 by hand. Schedule D line 7 = −5,000 (line 6), line 15 = −4,000 (line 14),
    // line 16 = −9,000, line 21 = −3,000; AGI = 200,000 − 3,000 = 197,000; Form 8582 line 1c = (6,000),
    // all unallowed (MAGI over 150,000). Taxable 197,000 − 31,500 (2025 joint standard deduction,
    // P.L. 119-21) = 165,500; tax 2,385 + 12% × 73,100 + 22% × 68,550 = 26,238; credits: Ben 2,200 +
    // Ann (17) 500 for other dependents = 2,700; 26,238 − 2,700 = 23,538; 30,000 withheld → refund 6,462.
    await page.goto(`/form1040/${id}/review`);
    await expect(page.getByRole('heading', { name: 'Review and sign', level: 1 })).toBeVisible();
    await expect(page.getByTestId('review-amount')).toHaveText('$6,462.00');
    await expect(reviewLine(page, 'Income', 'Form 1040 line 7')).toHaveText('-$3,000.00');
    await expect(reviewLine(page, 'Adjustments and adjusted gross income', 'Form 1040 line 11')).toHaveText(
      '$197,000.00',
    );
    await fits(page, size);

    // The prior-year AGI waits in the Sign form, carried from 2024, for both spouses (a joint 2024 return).
    const sign = page.getByRole('region', { name: 'Sign' });
    const yourAgi = sign.getByRole('textbox', { name: 'Your AGI last year' });
    await expect(yourAgi).toHaveValue('197000');
    await expect(yourAgi).toHaveAccessibleDescription(/Carried from your 2024 return/);
    await expect(sign.getByRole('textbox', { name: "Your spouse's AGI last year" })).toHaveValue('197000');
    await sign.getByRole('checkbox', { name: 'I declare this under penalties of perjury.' }).check();
    await sign.getByRole('checkbox', { name: 'I consent to filing this return electronically.' }).check();
    await sign.getByRole('textbox', { name: 'Your 5-digit PIN' }).fill('12345');
    await sign.getByRole('textbox', { name: "Your spouse's 5-digit PIN" }).fill('54321');
    await sign.getByRole('button', { name: 'Sign the return' }).click();
    await expect(sign.getByText('Return signed. It is ready to submit.')).toBeVisible();
    await submitFromReviewPage(page);
    await expect(page.getByText(/^IRS Response: Accepted - /)).toBeVisible();

    // Its PDF, from the Downloads screen.
    await page.getByRole('link', { name: 'Download your return' }).click();
    await expect(page).toHaveURL(new RegExp(`/form1040/${id}/download$`));
    await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
    await fits(page, size);
    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Form 1040 (PDF)' }).click();
    const bytes = fs.readFileSync((await (await pdf).path())!);
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  });
