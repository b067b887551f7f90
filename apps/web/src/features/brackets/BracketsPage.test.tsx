import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TaxBracket } from '@taxprep/contracts';
import { authOk, mockApi, renderApp } from '../../test/render';

const ADMIN = { id: 1, username: 'root', role: 'admin' };
const me = () => ({ status: 200, body: { ...ADMIN, email: 'r@x.io', has_preparer_profile: true } });
const ROWS: TaxBracket[] = [
  {
    id: 1,
    tax_year: 2024,
    filing_status: 'single',
    income_min: '0.00',
    income_max: '11600.00',
    rate: '0.1',
    base_tax: '0.00',
  },
  {
    id: 2,
    tax_year: 2024,
    filing_status: 'single',
    income_min: '11600.00',
    income_max: null,
    rate: '0.12',
    base_tax: '1160.00',
  },
];

describe('tax bracket editor', () => {
  it('edits one row at a time, checks every field and sends the rate as a fraction', async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(ADMIN),
      'GET /api/me': me,
      'GET /api/admin/tax-brackets': () => ({ status: 200, body: ROWS }),
      'PUT /api/admin/tax-brackets/2': (body) => ({
        status: 200,
        body: { message: 'Bracket updated.', bracket: { ...ROWS[1], ...(body as object) } },
      }),
    });
    renderApp('/admin/tax-brackets');
    expect(await screen.findByText(/feed the Tax Bracket Calculator only/)).toBeInTheDocument();
    const edit = await screen.findByRole('button', { name: /Edit 2024 Single from \$11,600\.00/ });
    await userEvent.click(edit);
    // Adding and editing exclude each other, and only one row is open.
    expect(screen.getByRole('button', { name: 'Add bracket' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Edit 2024 Single from \$0\.00/ })).toBeDisabled();

    const rate = screen.getByRole('textbox', { name: 'Rate in percent, bracket 2' });
    expect(rate).toHaveValue('12');
    const year = screen.getByRole('textbox', { name: 'Tax year, bracket 2' });
    const min = screen.getByRole('textbox', { name: 'Min, bracket 2' });
    const max = screen.getByRole('textbox', { name: 'Max (blank for no limit), bracket 2' });
    await userEvent.clear(year);
    await userEvent.type(year, '2017');
    await userEvent.clear(rate);
    await userEvent.type(rate, '101');
    await userEvent.type(max, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid year (2018–2100)')).toBeInTheDocument();
    expect(screen.getByText('Rate must be 0–100%')).toBeInTheDocument();
    expect(screen.getByText('Max must be ≥ Min')).toBeInTheDocument();

    await userEvent.clear(year);
    await userEvent.type(year, '2024');
    await userEvent.clear(max);
    await userEvent.clear(min);
    await userEvent.type(min, '11600');
    await userEvent.clear(rate);
    await userEvent.type(rate, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Bracket updated.');
    expect(calls.find((c) => c.key === 'PUT /api/admin/tax-brackets/2')?.body).toEqual({
      tax_year: 2024,
      filing_status: 'single',
      income_min: '11600.00',
      income_max: null,
      rate: '0.125',
      base_tax: '1160.00',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add bracket' })).toBeEnabled());
  }, 30_000);

  it("adds a bracket and shows the server's refusal", async () => {
    mockApi({
      'GET /api/auth/check': authOk(ADMIN),
      'GET /api/me': me,
      'GET /api/admin/tax-brackets': () => ({ status: 200, body: ROWS }),
      'POST /api/admin/tax-brackets': () => ({
        status: 409,
        body: { error: 'A bracket with this year, filing status and Min already exists.' },
      }),
    });
    renderApp('/admin/tax-brackets');
    await userEvent.click(await screen.findByRole('button', { name: 'Add bracket' }));
    const row = screen.getByTestId('bracket-editor');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a valid status')).toBeInTheDocument();
    expect(screen.getByText('Min must be 0 or more')).toBeInTheDocument();
    expect(screen.getByText('Rate must be 0–100%')).toBeInTheDocument();
    expect(screen.getByText('Base tax must be 0 or more')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('textbox', { name: 'Filing status, new bracket' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Single' }));
    await userEvent.type(within(row).getByRole('textbox', { name: 'Min, new bracket' }), '0');
    await userEvent.type(within(row).getByRole('textbox', { name: 'Rate in percent, new bracket' }), '10');
    await userEvent.type(within(row).getByRole('textbox', { name: 'Base tax, new bracket' }), '0');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/already exists/)).toHaveAttribute('role', 'alert');
  }, 30_000);

  it("says 'Failed to load tax brackets.' when the list fails", async () => {
    mockApi({
      'GET /api/auth/check': authOk(ADMIN),
      'GET /api/me': me,
      'GET /api/admin/tax-brackets': () => ({ status: 500, body: null }),
    });
    renderApp('/admin/tax-brackets');
    expect(
      await screen.findByText('Failed to load tax brackets.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("tells an individual filer 'Unauthorized.'", async () => {
    mockApi({ 'GET /api/auth/check': authOk() });
    renderApp('/admin/tax-brackets');
    expect(await screen.findByText('Unauthorized.')).toBeInTheDocument();
  });
});
