import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@taxprep/contracts';
import { authOk, mockApi, renderApp, USER } from '../../test/render';

afterEach(() => vi.useRealTimers());

describe('login page', () => {
  it("shows the contracts' messages on bad input and sends nothing", async () => {
    const calls = mockApi({});
    renderApp('/login');
    await userEvent.type(await screen.findByRole('textbox', { name: /^username/i }), ' ab ');
    await userEvent.type(screen.getByLabelText(/^password/i), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MSG.loginUsername)).toBeInTheDocument();
    expect(screen.getByText(MSG.loginPassword)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^username/i })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.key === 'POST /api/login')).toHaveLength(0);
  });

  it("shows the server's error text when sign-in is refused", async () => {
    mockApi({ 'POST /api/login': () => ({ status: 401, body: { error: 'Invalid username or password.' } }) });
    renderApp('/login');
    await userEvent.type(await screen.findByRole('textbox', { name: /^username/i }), 'alice');
    await userEvent.type(screen.getByLabelText(/^password/i), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid username or password.')).toBeInTheDocument();
  });

  it('warns when Caps Lock is on', async () => {
    mockApi({});
    renderApp('/login');
    const password = await screen.findByLabelText(/^password/i);
    await userEvent.click(password);
    await userEvent.keyboard('{CapsLock}');
    expect(await screen.findByText('Caps Lock is on.')).toBeInTheDocument();
  });

  it('stores the session keys (never the token), remembers the username and opens the dashboard', async () => {
    mockApi({
      'POST /api/login': () => ({ status: 200, body: { user: USER, token: 'tok-1' } }),
      'GET /api/auth/check': authOk(),
    });
    const { router } = renderApp('/login');
    await userEvent.type(await screen.findByRole('textbox', { name: /^username/i }), 'alice');
    await userEvent.type(screen.getByLabelText(/^password/i), 'secret123');
    await userEvent.click(screen.getByLabelText('Remember my username'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // The session is the httpOnly cookie: a script-readable copy of the token would defeat it.
    expect(localStorage.getItem('token')).toBeNull();
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('tok-1');
    expect(localStorage.getItem('role')).toBe('user');
    expect(localStorage.getItem('remember_username')).toBe('alice');
    expect(sessionStorage.getItem('user_id')).toBe('1');
    expect(await screen.findByRole('heading', { name: 'My Tax Files' })).toBeInTheDocument();
  });

  it('waits 150 ms before leaving the sign-in page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'POST /api/login': () => ({ status: 200, body: { user: USER, token: 't' } }),
      'GET /api/auth/check': authOk(),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp('/login');
    await user.type(await screen.findByRole('textbox', { name: /^username/i }), 'alice');
    await user.type(screen.getByLabelText(/^password/i), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Signed in. Redirecting…');
    expect(router.state.location.pathname).toBe('/login');
    await act(async () => {
      vi.advanceTimersByTime(150);
    });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('prefills a remembered username', async () => {
    mockApi({});
    localStorage.setItem('remember_username', 'bob');
    renderApp('/login');
    expect(await screen.findByRole('textbox', { name: /^username/i })).toHaveValue('bob');
    expect(screen.getByLabelText('Remember my username')).toBeChecked();
  });
});

describe('protected routes', () => {
  it("send a signed-out visitor to /login with 'Please log in.'", async () => {
    mockApi({ 'GET /api/auth/check': () => ({ status: 401, body: { error: 'Not signed in.' } }) });
    localStorage.setItem('token', 'stale');
    const { router } = renderApp('/my-forms');
    expect(await screen.findByText(MSG.pleaseLogIn)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('send an agent without a preparer profile to the setup screen', async () => {
    mockApi({
      'GET /api/auth/check': authOk({ id: 2, username: 'pat', role: 'agent' }),
      'GET /api/me': () => ({
        status: 200,
        body: { id: 2, username: 'pat', role: 'agent', email: 'p@x.io', has_preparer_profile: false },
      }),
      'GET /api/agent/preparer-profile': () => ({ status: 404, body: { error: 'Not found.' } }),
    });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Preparer Profile Setup' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent/setup-profile');
  });

  it('shows a preparer awaiting approval the message instead of the dashboard', async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk({ id: 2, username: 'pat', role: 'agent' }),
      'GET /api/me': () => ({
        status: 200,
        body: {
          id: 2,
          username: 'pat',
          role: 'agent',
          email: 'p@x.io',
          has_preparer_profile: true,
          pending_approval: true,
        },
      }),
    });
    renderApp('/dashboard');
    expect(await screen.findByText(new RegExp(MSG.preparerPending.replace('.', '\\.')))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All Filed Tax Returns' })).toBeNull();
    expect(calls.some((c) => c.key.startsWith('GET /api/dashboard'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Preparer profile' })).toHaveAttribute(
      'href',
      '/agent/setup-profile',
    );
  });

  it('shows staff the All Filed Tax Returns dashboard', async () => {
    mockApi({
      'GET /api/auth/check': authOk({ id: 3, username: 'root', role: 'admin' }),
      'GET /api/me': () => ({
        status: 200,
        body: { id: 3, username: 'root', role: 'admin', email: 'r@x.io', has_preparer_profile: true },
      }),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'All Filed Tax Returns' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start New Tax File' })).toBeInTheDocument();
  });
});
