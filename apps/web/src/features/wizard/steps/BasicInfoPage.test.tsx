import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authOk, mockApi, renderApp } from '../../../test/render';

const INFO = {
  id: 5,
  status: 'Pending',
  version: 3,
  first_name: 'Jane',
  last_name: 'Doe',
  ssn: '123456789',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip_code: '62701',
  presidential_fund: false,
  filing_status: 'single',
};

describe('Personal Info step', () => {
  it('shows what was carried from last year’s return, with its source and where to change it', async () => {
    mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/5': () => ({
        status: 200,
        body: {
          ...INFO,
          tax_year: 2025,
          carried: {
            from_return_id: 2,
            from_year: 2024,
            values: [
              { path: 'personal', label: 'Name', value: 'Jane Doe', source: '2024 return', screen: 'basic' },
              {
                path: 'schedule_d.st_6_loss_carry',
                label: 'Short-term capital loss carryover (Schedule D line 6)',
                value: '5000.00',
                source: '2024 Capital Loss Carryover Worksheet, line 8',
                screen: 'schedule-d',
              },
            ],
            flags: [{ message: 'Ann Doe turns 17 in 2025.', screen: 'dependents' }],
          },
        },
      }),
    });
    renderApp('/form1040/5/basic');
    const panel = await screen.findByRole('region', { name: 'Carried from your 2024 return' });
    expect(panel).toHaveTextContent('Short-term capital loss carryover (Schedule D line 6): $5,000.00');
    expect(panel).toHaveTextContent('(from 2024 Capital Loss Carryover Worksheet, line 8)');
    // The name is changed in the form below the panel: no link to the page itself, one to Schedule D.
    expect(panel).toHaveTextContent('Name: Jane Doe (from 2024 return) (change it below)');
    expect(screen.getByRole('link', { name: 'Change' })).toHaveAttribute('href', '/form1040/5/schedule-d');
    expect(screen.getByText(/Ann Doe turns 17 in 2025/)).toBeInTheDocument();
  });

  it('fills the name and address in from the saved return, saves them with the version read, then moves on', async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/5': () => ({ status: 200, body: INFO }),
      'PUT /api/form1040/5/personal': () => ({
        status: 200,
        body: { message: 'Basic info updated.', version: 4 },
      }),
    });
    const { router } = renderApp('/form1040/5/basic');
    const first = await screen.findByRole('textbox', { name: /First name/ });
    // The filer's own return: the browser may fill in the filer's own details.
    expect(first).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByRole('textbox', { name: /ZIP code/ })).toHaveAttribute('autocomplete', 'postal-code');
    const city = screen.getByRole('textbox', { name: /City/ });
    await userEvent.clear(city);
    await userEvent.type(city, 'Peoria');
    await userEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByText('Basic info updated.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/form1040/5/personal')?.body).toMatchObject({
      first_name: 'Jane',
      last_name: 'Doe',
      ssn: '123456789',
      address: '1 Main St',
      city: 'Peoria',
      state: 'IL',
      zip_code: '62701',
      version: 3,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/form1040/5/status'));
  });

  it("puts the server's message under its field and stays on the step", async () => {
    mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/5': () => ({ status: 200, body: INFO }),
      'PUT /api/form1040/5/personal': () => ({
        status: 400,
        body: { error: 'Invalid input.', issues: [{ path: 'address', message: 'Address refused.' }] },
      }),
    });
    const { router } = renderApp('/form1040/5/basic');
    await userEvent.click(await screen.findByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByText('Address refused.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Address/ })).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/form1040/5/basic');
  });

  it('after a conflict, Reload puts the newer saved data in the form', async () => {
    let version = 3;
    mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/5': () => ({
        status: 200,
        body: version === 3 ? INFO : { ...INFO, version, city: 'Chicago' },
      }),
      'PUT /api/form1040/5/personal': () => {
        version = 4; // someone else saved first
        return { status: 409, body: { error: 'This return was changed elsewhere.' } };
      },
    });
    renderApp('/form1040/5/basic');
    await userEvent.click(await screen.findByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByText('This return was changed elsewhere.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('Chicago')).toBeInTheDocument();
    expect(screen.queryByText('This return was changed elsewhere.')).not.toBeInTheDocument();
  });
});
