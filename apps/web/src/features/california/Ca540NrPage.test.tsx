import { configure, screen, waitFor, within } from '@testing-library/react';
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

  it('lists Schedule CA (540NR) lines with column D and takes column E per line', async () => {
    const allocation = [
      {
        key: 'A1a',
        label: 'Total amount from federal Form(s) W-2, box 1',
        total: '60000.00',
        ca: '45000.00',
        entered: false,
      },
      { key: 'A2', label: 'Taxable interest', total: '1000.00', ca: '0.00', entered: false },
    ];
    let posts = 0;
    const calls = mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/ca/540nr': () => ({
        status: 200,
        body: { data: { id: 1, form1040_id: 5, residency_status: 'nonresident', ca_amounts: {} } },
      }),
      'GET /api/ca/540nr/summary': () => ({
        status: 200,
        body: { data: { ...SUMMARY, allocation, line27_total: '61000.00', line27_ca: '45000.00' } },
      }),
      'POST /api/ca/540nr': () => {
        posts += 1;
        return posts === 1
          ? {
              status: 400,
              body: {
                error: CA_MSG.nrNumber,
                issues: [{ path: 'ca_amounts.A2', message: CA_MSG.nrNumber }],
              },
            }
          : { status: 200, body: { data: {}, message: CA_MSG.nrSaved } };
      },
    });
    renderApp('/form1040/5/ca/540nr');
    const table = await screen.findByRole('table', { name: 'Schedule CA (540NR) allocation' });
    expect(within(table).getByTestId('ca-nr-total-A1a')).toHaveTextContent('$60,000.00');
    expect(within(table).getByTestId('ca-nr-total-A2')).toHaveTextContent('$1,000.00');
    expect(within(table).getByTestId('ca-nr-ca-27')).toHaveTextContent('$45,000.00');
    expect(screen.getByText(/Optional override\. Leave blank to use line 27 column E/)).toBeInTheDocument();
    // Line 1a column E starts from the W-2 state rows as a hint the filer can change.
    const wages = screen.getByLabelText('Column E, line A1a');
    expect(wages).toHaveValue('45000.00');
    expect(screen.getByText(/From W-2 box 16 where box 15 is CA/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Column E, line A2'), '400');
    const save = screen.getByRole('button', { name: 'Save & Calculate' });
    await userEvent.click(save);
    // The server's answer for the line is shown under that line's box.
    expect(await within(table).findByText(CA_MSG.nrNumber)).toBeInTheDocument();
    await userEvent.clear(wages);
    await userEvent.type(wages, '40000');
    await userEvent.click(save);
    expect(await screen.findByText(CA_MSG.nrSaved)).toBeInTheDocument();
    const bodies = calls.filter((c) => c.key === 'POST /api/ca/540nr').map((c) => c.body);
    expect(bodies[0]).toMatchObject({ ca_amounts: { A2: '400.00' } });
    expect(bodies[1]).toMatchObject({ ca_amounts: { A1a: '40000.00', A2: '400.00' } });
  });
});
