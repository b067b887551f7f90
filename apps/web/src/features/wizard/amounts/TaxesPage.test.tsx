import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authOk, mockApi, renderApp } from '../../../test/render';

describe('Taxes step', () => {
  it('shows every line from 16 to 24, so the column adds up', async () => {
    // 16 11,200 + 17 0 = 18 11,200; 19 4,000 + 20 0 = 21 4,000; 22 = 7,200; 23 0; 24 = 7,200.
    mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/5/taxes': () => ({
        status: 200,
        body: {
          version: 1,
          federal_tax: '11200.00',
          schedule2_line3: '0.00',
          line_18: '11200.00',
          line_19: '4000.00',
          line_20: '0.00',
          line_21: '4000.00',
          line_22: '7200.00',
          self_employment_tax: '0.00',
          total: '7200.00',
        },
      }),
    });
    sessionStorage.setItem('form1040_id', '5');
    renderApp('/form1040/5/taxes');
    const table = await screen.findByRole('table', { name: 'Tax lines' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent?.match(/^\d+/)?.[0])).toEqual([
      '16',
      '17',
      '18',
      '19',
      '20',
      '21',
      '22',
      '23',
      '24',
    ]);
    expect(within(table).getByRole('row', { name: /19 Child tax credit/ })).toHaveTextContent('$4,000.00');
    expect(screen.getByText(/there is nothing to enter/)).toBeInTheDocument();
  });
});
