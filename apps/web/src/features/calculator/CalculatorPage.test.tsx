import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Calculation, TaxBracket } from '@taxprep/contracts';
import { authOk, mockApi, renderApp } from '../../test/render';

const row = (id: number, min: string, max: string | null, rate: string, base: string): TaxBracket => ({
  id,
  tax_year: 2024,
  filing_status: 'single',
  income_min: min,
  income_max: max,
  rate,
  base_tax: base,
});
const SINGLE = [
  row(1, '0.00', '11600.00', '0.1', '0.00'),
  row(2, '11600.00', '47150.00', '0.12', '1160.00'),
  row(3, '47150.00', '100525.00', '0.22', '5426.00'),
  row(4, '100525.00', null, '0.24', '17168.50'),
];
// 5,426 + 22% × (50,000 − 47,150) = 6,053; the Tax Table (row middle 50,025) gives 6,059.
const RESULT: Calculation = {
  message: 'Calculation complete.',
  year: 2024,
  status: 'single',
  income: '50000.00',
  estimated_tax: '6053.00',
  rate: '0.1211',
  base_tax: '5426.00',
  marginal_rate: '0.22',
  bracket: SINGLE[2]!,
  brackets: SINGLE,
  return_method: 'tax_table',
  return_tax: '6059.00',
  matches_official_schedule: true,
  note: 'Below $100,000 a Form 1040 takes its tax from the IRS Tax Table: $6,059.00 for this income.',
};

describe('tax bracket calculator', () => {
  it("shows the spec's messages, then the result with the Tax Table figure and the chart", async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/calculate-tax': () => ({ status: 200, body: RESULT }),
    });
    renderApp('/calculate-tax');
    const calculate = await screen.findByRole('button', { name: 'Calculate' });
    await userEvent.click(calculate);
    expect(await screen.findByText('Please fix the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Select a filing status')).toBeInTheDocument();
    expect(screen.getByText('Income must be 0 or more')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'GET /api/calculate-tax')).toBe(false);

    await userEvent.click(screen.getByRole('textbox', { name: 'Filing status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Single' }));
    const income = screen.getByRole('textbox', { name: 'Taxable income' });
    // Letters, a second dot and a third decimal are dropped; leaving the box shows two decimals.
    await userEvent.type(income, '5a0000.5.67');
    expect(income).toHaveValue('50000.56');
    await userEvent.clear(income);
    await userEvent.type(income, '50000');
    await userEvent.tab();
    expect(income).toHaveValue('50000.00');
    await userEvent.click(calculate);

    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getByText('$6,053.00')).toBeInTheDocument();
    expect(within(result).getByText('12.11%')).toBeInTheDocument();
    expect(within(result).getByText('Marginal rate').nextSibling).toHaveTextContent('22%');
    expect(
      within(result).getByText('Your return would use the IRS Tax Table: $6,059.00'),
    ).toBeInTheDocument();
    expect(within(result).getByRole('img', { name: /Tax brackets/ })).toBeInTheDocument();
    const sent = calls.find((c) => c.key === 'GET /api/calculate-tax');
    expect(sent).toBeDefined();
  }, 30_000);

  it("shows the server's message when the calculation fails, else 'Calculation failed.'", async () => {
    mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/calculate-tax': () => ({ status: 500, body: null }),
    });
    renderApp('/calculate-tax');
    await userEvent.click(await screen.findByRole('textbox', { name: 'Filing status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Head of household' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Taxable income' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Calculation failed.')).toBeInTheDocument();
  }, 30_000);
});
