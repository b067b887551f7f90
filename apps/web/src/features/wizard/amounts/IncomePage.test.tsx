import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authOk, mockApi, renderApp } from '../../../test/render';

const INFO = { id: 5, status: 'Pending', version: 1, filing_status: 'single' };
const INCOME = {
  version: 3,
  wages: '52000.00',
  taxable_interest: null,
  computed: { line_2b: '1250.00' },
  line_1z_total_income: '52000.00',
  line_9_total_income: '53250.00',
  from_documents: [
    { field: 'wages', line: '1a', form: 'W-2', payer: 'Acme Corp', boxes: 'box 1', amount: '52000.00' },
    {
      field: 'taxable_interest',
      line: '2b',
      form: '1099-INT',
      payer: 'First Bank',
      boxes: 'box 1 + box 3',
      amount: '1250.00',
    },
  ],
};

// Issue 22, item 13: line 2b adds what is typed to the 1099-INT's interest, so the step shows the
// document amounts with their sources and warns when the same amount is typed again.
describe('the Income step', () => {
  it('lists the document amounts with their sources and labels the entries as additional', async () => {
    mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/5': () => ({ status: 200, body: INFO }),
      'GET /api/form1040/5/income': () => ({ status: 200, body: INCOME }),
    });
    renderApp('/form1040/5/income');
    const table = await screen.findByRole('table', { name: 'Amounts from your documents' });
    expect(within(table).getByRole('row', { name: /From 1099-INT: First Bank/ })).toHaveTextContent(
      '$1,250.00',
    );
    expect(within(table).getByRole('row', { name: /From W-2: Acme Corp/ })).toHaveTextContent('$52,000.00');
    const typed = screen.getByRole('textbox', { name: '2b Taxable interest not on a form (additional)' });
    expect(typed).toHaveAccessibleDescription(
      'Added to the $1,250.00 from your documents listed above: enter only what is on no form.',
    );
    // Line 3b has no document: no note.
    expect(
      screen.getByRole('textbox', { name: '3b Ordinary dividends not on a 1099-DIV (additional)' }),
    ).not.toHaveAccessibleDescription();

    await userEvent.type(typed, '1250');
    expect(
      await screen.findByText(
        '$1,250.00 is already counted on line 2b (From 1099-INT: First Bank). Typed here too, it would be counted twice.',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(typed);
    await userEvent.type(typed, '40');
    expect(screen.queryByText(/Typed here too/)).not.toBeInTheDocument();
  });
});
