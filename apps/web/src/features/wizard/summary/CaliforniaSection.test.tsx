import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CA_MSG } from '@taxprep/contracts';
import { mockApi, renderWithProviders } from '../../../test/render';
import { CaliforniaSection } from './CaliforniaSection';
import { californiaFigures } from './californiaSummary';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

const CA = {
  filed: false,
  efileStatus: null,
  ca_agi: '50000.00',
  taxable_income: '44460.00',
  total_tax: '1500.00',
  total_payments: '1000.00',
  refund: '0.00',
  refundAmount: '0.00',
  amount_owed: '500.00',
  amountOwed: '500.00',
  refundOrOwed: '-500.00',
  preflight_ok: false,
};

describe('the California section of the federal summary', () => {
  it('reduces the amount owed by the 540NR tax, never below 0', () => {
    // Owed 500.00 − 540NR tax 120.00 = 380.00.
    expect(californiaFigures(CA, '120.00')).toEqual({ refund: '0.00', owed: '380.00' });
    // Owed 500.00 − 700.00 would be −200.00: shown as 0.00.
    expect(californiaFigures(CA, '700.00')).toEqual({ refund: '0.00', owed: '0.00' });
    // A zero or missing 540NR tax changes nothing.
    expect(californiaFigures(CA, '0.00').owed).toBe('500.00');
    // Both zero: refund and owed come from refundOrOwed (+75.25 is a refund).
    expect(californiaFigures({ refund: '0.00', amount_owed: '0.00', refundOrOwed: '75.25' })).toEqual({
      refund: '75.25',
      owed: '0.00',
    });
  });

  it("says 'California return not started.' on a 404", async () => {
    mockApi({});
    renderWithProviders(<CaliforniaSection id="5" />);
    expect(await screen.findByText(CA_MSG.notStarted)).toBeInTheDocument();
  });

  it('shows Filed No, the reduced owed amount, and resyncs then re-reads', async () => {
    let owed = '500.00';
    const calls = mockApi({
      'GET /api/form1040/5/ca/540/summary': () => ({ status: 200, body: { ...CA, amount_owed: owed } }),
      'GET /api/ca/540nr/summary': () => ({ status: 200, body: { data: { total_tax: '120.00' } } }),
      'POST /api/form1040/5/ca/540/resync': () => {
        owed = '600.00';
        return { status: 200, body: { data: {}, message: CA_MSG.refilled } };
      },
    });
    renderWithProviders(<CaliforniaSection id="5" />);
    expect(await screen.findByTestId('ca-filed')).toHaveTextContent('No');
    // 500.00 owed − 120.00 540NR tax = 380.00.
    await waitFor(() => expect(screen.getByTestId('ca-summary-Amount owed')).toHaveTextContent('$380.00'));
    await userEvent.click(screen.getByRole('button', { name: 'Resync from 1040' }));
    // 600.00 owed after the resync − 120.00 = 480.00.
    await waitFor(() => expect(screen.getByTestId('ca-summary-Amount owed')).toHaveTextContent('$480.00'));
    expect(calls.some((c) => c.key === 'POST /api/form1040/5/ca/540/resync' && c.body === undefined)).toBe(
      true,
    );
  });

  it('shows the resync failure', async () => {
    mockApi({
      'GET /api/form1040/5/ca/540/summary': () => ({ status: 200, body: CA }),
      'POST /api/form1040/5/ca/540/resync': () => ({ status: 500, body: {} }),
    });
    renderWithProviders(<CaliforniaSection id="5" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Resync from 1040' }));
    expect(await screen.findByText(CA_MSG.resyncFailed)).toBeInTheDocument();
  });
});
