import userEvent from '@testing-library/user-event';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setOpenFileId } from '../../api/session';
import { authOk, mockApi, renderApp, renderWithProviders } from '../../test/render';
import { Sidebar } from './Sidebar';

describe('sidebar federal documents and top-bar totals', () => {
  it('counts the documents and shows each with its e-file badge', async () => {
    mockApi({
      'GET /api/form1040/5/schedules': () => ({
        status: 200,
        body: {
          w2: [
            { id: 1, employer_name: 'Acme Corp', efile_status: 'accepted' },
            { id: 2, employer_name: 'Beta LLC', efile_status: null },
          ],
          schedule_a: [{ id: 3, efile_status: 'transmitted' }],
          form1099_misc: [{ id: 4, payer_name: 'Gamma', efileStatus: 'rejected' }],
          form1099_nec: [],
        },
      }),
    });
    renderWithProviders(<Sidebar role="user" />);
    act(() => setOpenFileId('5'));
    const docs = await screen.findByRole('region', { name: 'Federal documents' });
    expect(await within(docs).findByText('Documents (4)')).toBeInTheDocument();
    expect(within(docs).getByRole('group', { name: 'W-2: 2' })).toBeInTheDocument();
    expect(within(docs).getByRole('link', { name: /Acme Corp/ })).toHaveAttribute('href', '/form1040/5/w2');
    expect(within(docs).getByRole('link', { name: /Acme Corp/ })).toHaveTextContent('Accepted');
    expect(within(docs).getByRole('link', { name: /Beta LLC/ })).toHaveTextContent('—');
    expect(within(docs).getByRole('link', { name: /Schedule A #3/ })).toHaveTextContent('Filed');
    expect(within(docs).getByRole('link', { name: /Gamma/ })).toHaveTextContent('Rejected');
    expect(within(docs).queryByRole('group', { name: /1099-NEC/ })).not.toBeInTheDocument();
  });

  it("says 'Failed to load forms' when the list cannot be read", async () => {
    mockApi({ 'GET /api/form1040/6/schedules': () => ({ status: 500, body: {} }) });
    sessionStorage.setItem('form1040_id', '6');
    renderWithProviders(<Sidebar role="user" />);
    expect(await screen.findByText('Failed to load forms', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('shows the open file’s refund and amount owed from its summary', async () => {
    mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/12/summary': () => ({
        status: 200,
        body: { refund: '0.00', amount_owed: '0.00', refundOrOwed: '-1234.5' },
      }),
    });
    renderApp('/form1040/12/income');
    const totals = await screen.findByRole('group', { name: 'Running totals for the open tax file' });
    expect(await within(totals).findByText('$1,234.50')).toBeInTheDocument();
    expect(within(totals).getByTestId('total-refund')).toHaveTextContent('$0.00');
  });

  it('shows the refund actually paid (line 35a), with the overpayment and the amount applied to 2025 in its tooltip', async () => {
    mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/13/summary': () => ({
        status: 200,
        // Overpaid 1,000 (line 34), 400 applied to 2025 (line 36): 600 refunded (line 35a).
        body: {
          refund: '1000.00',
          amount_owed: '0.00',
          refundOrOwed: '1000.00',
          overpaid: '1000.00',
          refund_requested: '600.00',
          applied_to_2025: '400.00',
        },
      }),
    });
    renderApp('/form1040/13/income');
    const totals = await screen.findByRole('group', { name: 'Running totals for the open tax file' });
    expect(await within(totals).findByTestId('total-refund')).toHaveTextContent('$600.00');
    await userEvent.hover(within(totals).getByTestId('total-refund'));
    expect(
      await screen.findByText(
        "Overpaid (line 34) $1,000.00; applied to next year's estimated tax (line 36) $400.00; refunded (line 35a) $600.00",
      ),
    ).toBeInTheDocument();
  });
});
