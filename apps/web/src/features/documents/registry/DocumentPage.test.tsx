import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authOk, mockApi, renderApp } from '../../../test/render';

const INFO = {
  id: 5,
  status: 'Pending',
  version: 1,
  filing_status: 'single',
  first_name: 'Jane',
  last_name: 'Doe',
};
const R = (id: number, payer: string, gross: string, wh: string) => ({
  id,
  version: 0,
  form1040_id: 5,
  payer_name: payer,
  recipient_name: 'Jane Doe',
  box1_gross_dist: gross,
  box2a_taxable_amt: gross,
  box7_distribution_codes: '7',
  box4_fed_tax_withheld: wh,
});

describe('the generic document page', () => {
  it('names the year of the return in its labels', async () => {
    mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/5': () => ({ status: 200, body: { ...INFO, tax_year: 2025 } }),
      'GET /api/form1040/5/ssa1099': () => ({ status: 200, body: [] }),
    });
    renderApp('/form1040/5/ssa-1099');
    expect(await screen.findByLabelText('Box 3 Benefits paid in 2025')).toBeInTheDocument();
    expect(screen.getByLabelText('Box 4 Benefits repaid to SSA in 2025')).toBeInTheDocument();
    expect(screen.queryByText(/\{year\}/)).not.toBeInTheDocument();
  });

  it('totals the money columns under the list', async () => {
    mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/5': () => ({ status: 200, body: INFO }),
      'GET /api/form1040/5/1099r': () => ({
        status: 200,
        body: {
          items: [R(1, 'Fidelity', '1000.50', '100'), R(2, 'Vanguard', '2000.25', '200')],
          prefill: null,
        },
      }),
    });
    renderApp('/form1040/5/1099-r');
    const table = await screen.findByRole('table', { name: '1099-R forms on this return' });
    const totals = within(table).getByRole('row', { name: /Totals/ });
    // 1,000.50 + 2,000.25 = 3,000.75 gross; 100 + 200 = 300 withheld.
    expect(totals).toHaveTextContent('$3,000.75');
    expect(totals).toHaveTextContent('$300.00');
    expect(screen.queryByRole('button', { name: 'Apply Prefill' })).not.toBeInTheDocument();
  });

  it('applies the prefill to blank fields only', async () => {
    mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/5': () => ({ status: 200, body: INFO }),
      'GET /api/form1040/5/1099r': () => ({
        status: 200,
        body: {
          items: [],
          prefill: {
            default_recipient: { recipient_name: 'Jane Doe', recipient_tin: '123456789' },
            payer: { payer_name: 'Fidelity' },
          },
        },
      }),
    });
    renderApp('/form1040/5/1099-r');
    const payer = await screen.findByRole('textbox', { name: 'Payer name' });
    await userEvent.type(payer, 'Schwab');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Prefill' }));
    expect(payer).toHaveValue('Schwab');
    expect(screen.getByRole('textbox', { name: 'Recipient name' })).toHaveValue('Jane Doe');
  });

  it('shows the warnings of a saved document (issue 22 item 12)', async () => {
    const warning =
      'Box 2a is blank: the whole gross distribution in box 1 is taxed. Enter box 2a as the form shows it.';
    const calls = mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/5': () => ({ status: 200, body: INFO }),
      'GET /api/form1040/5/1099r': () => ({ status: 200, body: { items: [], prefill: null } }),
      'POST /api/form1040/5/1099r': () => ({
        status: 201,
        body: {
          ...R(3, 'Fidelity', '1000', '0'),
          message: 'Form 1099-R submitted successfully.',
          warnings: [warning],
        },
      }),
    });
    renderApp('/form1040/5/1099-r');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Payer name' }), 'Fidelity');
    await userEvent.type(screen.getByRole('textbox', { name: 'Recipient name' }), 'Jane Doe');
    await userEvent.type(screen.getByRole('textbox', { name: /Box 1 Gross distribution/ }), '1000');
    await userEvent.type(screen.getByRole('textbox', { name: /Box 7 Distribution code/ }), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Submit 1099-R' }));
    expect(await screen.findByText(warning)).toBeInTheDocument();
    expect(screen.getByText('Form 1099-R submitted successfully.')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/form1040/5/1099r')).toBe(true);
  });

  it('shows the server’s refusal of a form of another year on its field (issue 22 item 11)', async () => {
    const refusal = 'This 1099-INT is for 2023; this return is for 2024.';
    mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/5': () => ({ status: 200, body: INFO }),
      'GET /api/form1040/5/1099int': () => ({ status: 200, body: { items: [], prefill: null } }),
      'POST /api/form1040/5/1099int': () => ({
        status: 400,
        body: { error: refusal, issues: [{ path: 'tax_year', message: refusal }] },
      }),
    });
    renderApp('/form1040/5/1099-int');
    const year = await screen.findByRole('textbox', { name: 'Tax year' });
    await userEvent.clear(year);
    await userEvent.type(year, '2023');
    await userEvent.type(screen.getByRole('textbox', { name: 'Payer name' }), 'First Bank');
    await userEvent.type(screen.getByRole('textbox', { name: 'Recipient name' }), 'Jane Doe');
    await userEvent.type(screen.getByRole('textbox', { name: /Box 1 Interest income/ }), '1250');
    await userEvent.click(screen.getByRole('button', { name: 'Submit 1099-INT' }));
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'Tax year' })).toHaveAttribute('aria-invalid', 'true');
  });
});

const SSA = {
  id: 9,
  version: 0,
  form1040_id: 5,
  recipient: 'taxpayer',
  payer_name: 'Social Security Administration',
  box3_benefits_paid: '24000.00',
};

function api() {
  return mockApi({
    'GET /api/auth/check': authOk(),
    'GET /api/form1040/5': () => ({ status: 200, body: INFO }),
    'GET /api/form1040/5/ssa1099': () => ({ status: 200, body: [SSA] }),
    'POST /api/form1040/5/ssa1099': () => ({
      status: 201,
      body: { ...SSA, id: 10, message: 'SSA-1099 saved.' },
    }),
  });
}

// Issue 22, item 13: a form with the same payer and amounts as one on the return is saved only
// once the filer confirms it is another form.
/** Types box 3 on a new SSA-1099 and submits it. */
async function submitBenefits(amount: string) {
  renderApp('/form1040/5/ssa-1099');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Box 3 Benefits paid in 2024' }), amount);
  await userEvent.click(screen.getByRole('button', { name: 'Submit SSA-1099' }));
}

describe('a document entered twice', () => {
  it('asks before saving, and saves nothing when the filer cancels', async () => {
    const calls = api();
    await submitBenefits('24,000');
    const ask = await screen.findByRole('dialog', { name: 'Save this SSA-1099 again?' });
    expect(ask).toHaveTextContent(
      'This SSA-1099 has the same payer (Social Security Administration) and amounts as one already on this return. Saved twice, its amounts are counted twice.',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Not saved: this form is already on the return.')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /api/form1040/5/ssa1099')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Box 3 Benefits paid in 2024' })).toHaveValue('24000.00');
  });

  it('saves it once the filer confirms', async () => {
    const calls = api();
    await submitBenefits('24000');
    const ask = await screen.findByRole('dialog', { name: 'Save this SSA-1099 again?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('SSA-1099 saved.')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /api/form1040/5/ssa1099')).toHaveLength(1);
  });

  it('does not ask for a form with other amounts', async () => {
    const calls = api();
    await submitBenefits('1200');
    expect(await screen.findByText('SSA-1099 saved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /api/form1040/5/ssa1099')).toHaveLength(1);
  });
});
