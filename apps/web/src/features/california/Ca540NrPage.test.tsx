import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CA_MSG } from '@taxprep/contracts';
import { authOk, mockApi, renderApp } from '../../test/render';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

const SUMMARY = {
  federal_agi: '80000.00',
  agi_all_sources: '80000.00',
  agi_ca: '20000.00',
  taxable_income_ca: '20000.00',
  ca_ratio: '0.25',
  total_tax: '300.00',
  total_payments: '500.00',
  refund: '200.00',
  amount_you_owe: '0.00',
};

describe('California 540NR', () => {
  it('enables the move dates for a part-year resident and blocks Save until they are valid', async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/ca/540nr': () => ({ status: 200, body: { data: null } }),
      'GET /api/ca/540nr/summary': () => ({ status: 200, body: { data: SUMMARY } }),
      'POST /api/ca/540nr': () => ({ status: 200, body: { data: {}, message: CA_MSG.nrSaved } }),
    });
    renderApp('/form1040/5/ca/540nr');
    await waitFor(() => expect(screen.getByTestId('ca540nr-refund')).toHaveTextContent('$200.00'));
    const movedIn = screen.getByLabelText('Date moved into CA');
    expect(movedIn).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Part-year resident' }));
    expect(movedIn).toBeEnabled();
    expect(screen.getByText(CA_MSG.nrMovedIn)).toBeInTheDocument();
    expect(screen.getByText(CA_MSG.nrMovedOut)).toBeInTheDocument();
    expect(screen.getByText(CA_MSG.nrPriorState)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save & Calculate' });
    expect(save).toBeDisabled();

    await userEvent.type(movedIn, '2024-09-01');
    await userEvent.type(screen.getByLabelText('Date moved out of CA'), '2024-03-01');
    expect(screen.getByText(CA_MSG.nrDates)).toBeInTheDocument();

    // Back to nonresident: the dates and prior state are cleared and disabled again.
    await userEvent.click(screen.getByRole('radio', { name: 'Nonresident' }));
    expect(movedIn).toHaveValue('');
    expect(movedIn).toBeDisabled();

    // 1·3+2·7+3·1+4·3+5·7+6·1+7·3+8·7+9·1 = 159, not divisible by 10.
    await userEvent.type(screen.getByLabelText('Routing number'), '123456789');
    expect(screen.getByText(CA_MSG.nrRouting)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Use the bank account from my federal return'));
    expect(screen.getByLabelText('Routing number')).toBeDisabled();
    expect(save).toBeEnabled();

    await userEvent.type(screen.getByLabelText('California AGI (CA portion)'), '20000');
    await userEvent.click(save);
    expect(await screen.findByText(CA_MSG.nrSaved)).toBeInTheDocument();
    const post = calls.find((c) => c.key === 'POST /api/ca/540nr')!;
    expect(post.body).toMatchObject({
      form1040_id: 5,
      residency_status: 'nonresident',
      date_moved_in: '',
      agi_ca: '20000.00',
      use_federal_banking: true,
    });
  });
});
