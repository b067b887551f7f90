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
describe('a document entered twice', () => {
  it('asks before saving, and saves nothing when the filer cancels', async () => {
    const calls = api();
    renderApp('/form1040/5/ssa-1099');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Box 3 Benefits paid in 2024' }),
      '24,000',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit SSA-1099' }));
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
    renderApp('/form1040/5/ssa-1099');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Box 3 Benefits paid in 2024' }),
      '24000',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit SSA-1099' }));
    const ask = await screen.findByRole('dialog', { name: 'Save this SSA-1099 again?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('SSA-1099 saved.')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /api/form1040/5/ssa1099')).toHaveLength(1);
  });

  it('does not ask for a form with other amounts', async () => {
    const calls = api();
    renderApp('/form1040/5/ssa-1099');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Box 3 Benefits paid in 2024' }), '1200');
    await userEvent.click(screen.getByRole('button', { name: 'Submit SSA-1099' }));
    expect(await screen.findByText('SSA-1099 saved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /api/form1040/5/ssa1099')).toHaveLength(1);
  });
});
