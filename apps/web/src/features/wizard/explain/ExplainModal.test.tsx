import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { ExplainModal } from './ExplainModal';

describe('why? panel', () => {
  it('shows value, formula and inputs, and explains an input line when clicked', async () => {
    mockApi({
      'GET /api/form1040/5/explain/f1040.l11': () => ({
        status: 200,
        body: {
          key: 'f1040.l11',
          value: '90000.00',
          formula: 'Subtract line 10 from line 9',
          inputs: [
            { key: 'f1040.l9', value: '90000.00', formula: 'Add lines 1z, 2b, 3b' },
            { key: 'f1040.l10', value: '0.00', formula: 'Adjustments' },
          ],
        },
      }),
      'GET /api/form1040/5/explain/f1040.l9': () => ({
        status: 200,
        body: { key: 'f1040.l9', value: '90000.00', formula: 'Add lines 1z, 2b, 3b', inputs: [] },
      }),
    });
    renderWithProviders(<ExplainModal formId="5" lineKey="f1040.l11" onClose={vi.fn()} />);
    expect(await screen.findByText('Form 1040 line 11: $90,000.00')).toBeInTheDocument();
    expect(screen.getByText('Subtract line 10 from line 9')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Form 1040 line 9' }));
    expect(await screen.findByText('Form 1040 line 9: $90,000.00')).toBeInTheDocument();
    expect(screen.getByText(/entered, not computed/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Form 1040 line 11' }));
    expect(await screen.findByText('Form 1040 line 11: $90,000.00')).toBeInTheDocument();
  });

  it('shows each entered value with its document, box and amount instead of a bare key', async () => {
    mockApi({
      'GET /api/form1040/5/explain/f1040.l1a': () => ({
        status: 200,
        body: {
          key: 'f1040.l1a',
          value: '52345.00',
          formula: 'Total amount from Form(s) W-2, box 1',
          inputs: [
            {
              key: 'input.w2s.wages',
              value: null,
              formula: null,
              entered: [{ label: 'W-2 from Acme Corp, box 1', amount: '52345.00' }],
            },
            { key: 'input.income.wages', value: null, formula: null, entered: [] },
          ],
        },
      }),
    });
    renderWithProviders(<ExplainModal formId="5" lineKey="f1040.l1a" onClose={vi.fn()} />);
    const row = await screen.findByRole('row', { name: /W-2 from Acme Corp, box 1/ });
    expect(row).toHaveTextContent('$52,345.00');
    expect(screen.queryByText(/w2s wages/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Entered/)).not.toBeInTheDocument();
  });
});
