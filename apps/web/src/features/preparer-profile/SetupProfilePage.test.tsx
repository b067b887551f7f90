import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@taxprep/contracts';
import { authOk, mockApi, renderApp } from '../../test/render';

const AGENT = { id: 4, username: 'pat', role: 'agent' };
const me = (has: boolean) => () => ({
  status: 200,
  body: { ...AGENT, email: 'p@x.io', has_preparer_profile: has },
});

describe('preparer profile setup', () => {
  it('validates, hides the firm for the self-employed, saves and opens the dashboard', async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(AGENT),
      'GET /api/me': me(false),
      'GET /api/agent/preparer-profile': () => ({ status: 404, body: { error: 'No preparer profile yet.' } }),
      'POST /api/agent/preparer-profile': (body) => ({
        status: 200,
        body: { message: 'Preparer profile saved successfully.', profile: body },
      }),
    });
    const { router } = renderApp('/agent/setup-profile');
    const save = await screen.findByRole('button', { name: 'Save profile' });
    await userEvent.click(save);
    expect(await screen.findByText(MSG.ptin)).toBeInTheDocument();
    expect(screen.getByText(MSG.phone)).toBeInTheDocument();
    expect(screen.getByText(MSG.firmRequired)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /ptin/i }), '12345678');
    await userEvent.type(screen.getByRole('textbox', { name: /firm name/i }), 'Old Firm');
    // A bad EIN typed before ticking self-employed is hidden with the firm, so it does not block saving.
    await userEvent.type(screen.getByRole('textbox', { name: /firm ein/i }), '12-3');
    await userEvent.click(screen.getByLabelText(/self-employed/i));
    expect(screen.queryByRole('textbox', { name: /firm name/i })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /phone/i }), '555-123-4567');
    await userEvent.click(save);

    // The spec's success message first, then the dashboard after a second.
    expect(
      await screen.findByText('Preparer profile saved successfully. Redirecting to the dashboard…'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent/setup-profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 3000 });
    expect(await screen.findByRole('heading', { name: 'All Filed Tax Returns' })).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/agent/preparer-profile')?.body).toEqual({
      ptin: '12345678',
      self_employed: true,
      firm_name: null,
      firm_address: null,
      firm_ein: null,
      phone: '555-123-4567',
    });
    expect(sessionStorage.getItem('has_preparer_profile')).toBe('true');
  });

  it('prefills a saved profile and keeps the EIN as digits', async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(AGENT),
      'GET /api/me': me(true),
      'GET /api/agent/preparer-profile': () => ({
        status: 200,
        body: {
          ptin: '11112222',
          self_employed: false,
          firm_name: 'Acme Tax',
          firm_address: '1 Main St',
          firm_ein: '123456789',
          phone: '555-000-1111',
        },
      }),
      'POST /api/agent/preparer-profile': () => ({
        status: 400,
        body: { error: 'Bad', issues: [{ path: 'phone', message: 'Phone rejected.' }] },
      }),
    });
    renderApp('/agent/setup-profile');
    expect(await screen.findByRole('textbox', { name: /firm name/i })).toHaveValue('Acme Tax');
    // A malformed EIN is caught in the browser with the spec's message, before any call.
    await userEvent.clear(screen.getByRole('textbox', { name: /firm ein/i }));
    await userEvent.type(screen.getByRole('textbox', { name: /firm ein/i }), '98-765');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(MSG.firmEin)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/agent/preparer-profile')).toBe(false);
    await userEvent.clear(screen.getByRole('textbox', { name: /firm ein/i }));
    await userEvent.type(screen.getByRole('textbox', { name: /firm ein/i }), '98-7654321');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Phone rejected.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/agent/preparer-profile')?.body).toMatchObject({
      firm_ein: '987654321',
      firm_name: 'Acme Tax',
    });
  });

  it('tells an individual filer the page is not for them', async () => {
    mockApi({ 'GET /api/auth/check': authOk() });
    renderApp('/agent/setup-profile');
    expect(await screen.findByText('Unauthorized.')).toBeInTheDocument();
  });
});
