import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, newAccount, newFilerWithW2 } from './support';

/*
 * Form 2441 entered through its screen: a married couple, both working ($30,000 W-2 each), two
 * children under 13, $7,000 paid to one day care. Line 3 = smaller of 7,000 and $6,000 (two
 * persons) = 6,000; AGI 60,000 is over $43,000, so line 8 is 0.20: 6,000 × 0.20 = $1,200 on
 * line 11 and Schedule 3 line 2 (2024 Form 2441 instructions).
 */
const filer = newAccount('care');

test('a filer enters child care on Form 2441 and sees the credit in the summary', async ({ page }) => {
  test.setTimeout(180_000);
  const id = await newFilerWithW2(
    page,
    filer,
    { first_name: 'Dana', last_name: 'Reyes', city: 'Springfield', state: 'IL', zip_code: '62701' },
    { employer_name: 'Acme Corp', wages: '30000', federal_income_tax: '2000' },
  );
  const api = page.request;
  const ok = async (res: Awaited<ReturnType<typeof api.put>>) =>
    expect(res.ok(), await res.text()).toBe(true);
  await ok(
    await api.put(`/api/form1040/${id}/filing-status`, {
      data: {
        filing_status: 'married filing jointly',
        spouse_first_name: 'Alex',
        spouse_last_name: 'Reyes',
        spouse_ssn: '223456789',
      },
    }),
  );
  await ok(
    await api.post('/api/w2/add', {
      data: {
        form1040_id: Number(id),
        employer_ein: '223456789',
        employer_name: 'Beta LLC',
        wages: '30000',
        owner: 'spouse',
      },
    }),
  );
  for (const [first, dob, ssn] of [
    ['Ann', '2016-05-01', '987654321'],
    ['Ben', '2019-09-01', '987654322'],
  ] as const)
    await ok(
      await api.post(`/api/form1040/${id}/dependents`, {
        data: {
          first_name: first,
          last_name: 'Reyes',
          ssn,
          relationship: 'daughter',
          date_of_birth: dob,
          months_lived_with: 12,
        },
      }),
    );

  // Reached from the Credits step.
  await page.goto(`/form1040/${id}/credits`);
  await page.getByRole('link', { name: /Paid for child or dependent care/ }).click();
  await expect(page).toHaveURL(new RegExp(`/form1040/${id}/f2441$`));
  await expect(page.getByRole('heading', { name: 'Child and dependent care (Form 2441)' })).toBeVisible();

  // A provider without a number is refused in the product's words.
  await page.getByRole('button', { name: 'Add a care provider' }).click();
  const provider = page.getByRole('group', { name: 'Care provider 1' });
  await provider.getByLabel('Provider name').fill('Sunny Day Care');
  await provider.getByLabel('Provider address').fill('5 Elm St, Springfield, IL 62701');
  await provider.getByLabel('Amount paid in 2024').fill('7000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(
      'Enter the provider’s SSN or EIN as 9 digits, check “Tax-exempt organization”, or say why you could not get the number.',
    ),
  ).toBeVisible();
  await provider.getByLabel('Provider SSN or EIN').fill('987654321');
  // A nanny in the home: Form 2441 line 1 column (d) "Yes".
  await provider.getByLabel('Household employee (for example a nanny in your home)').check();

  // A second provider who would not give a number: due diligence, explained on a statement.
  await page.getByRole('button', { name: 'Add a care provider' }).click();
  const refused = page.getByRole('group', { name: 'Care provider 2' });
  await refused.getByLabel('Provider name').fill('Pat Sitter');
  await refused.getByLabel('Provider address').fill('7 Oak St, Springfield, IL 62701');
  await refused.getByLabel('Amount paid in 2024').fill('500');
  await refused.getByLabel('Could not get the number?').selectOption({ label: 'They refused to give it' });

  // Two children, by keyboard: the select takes the typed option.
  for (const [n, name, amount] of [
    [1, 'Ann Reyes (under 13)', '4000'],
    [2, 'Ben Reyes (under 13)', '3000'],
  ] as const) {
    await page.getByRole('button', { name: 'Add a qualifying person' }).click();
    const person = page.getByRole('group', { name: `Qualifying person ${n}` });
    await person.getByLabel('Dependent').selectOption({ label: name });
    await person.getByLabel('Care expenses paid in 2024').fill(amount);
  }

  // Leaving with unsaved edits asks first.
  await page.getByRole('link', { name: 'Back to Credits' }).click();
  await expect(page.getByText('You have unsaved changes. Leave without saving?')).toBeVisible();
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(new RegExp(`/form1040/${id}/f2441$`));
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Child and dependent care saved.')).toBeVisible();
  await expect(page.getByTestId('f2441-credit')).toHaveText('$1,200.00');
  // Saved: the TIN shows masked, and leaving no longer asks.
  await expect(provider.getByLabel('Provider SSN or EIN')).toHaveValue('*****4321');
  const saved = await (await api.get(`/api/form1040/${id}/f2441`)).json();
  expect(saved.providers[0]).toMatchObject({ name: 'Sunny Day Care', household_employee: true });
  expect(saved.providers[1]).toMatchObject({
    name: 'Pat Sitter',
    tin: null,
    tin_unavailable: 'provider_refused',
  });

  await page.goto(`/form1040/${id}`);
  await expect(page.getByTestId('summary-Adjusted gross income')).toHaveText('$60,000.00');
  await expect(page.getByRole('row', { name: /^Schedule 3 line 2 / })).toContainText('$1,200.00');
});
