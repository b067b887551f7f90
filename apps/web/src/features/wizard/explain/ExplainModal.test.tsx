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
});
