import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginSchema, MSG } from '@taxprep/contracts';
import { authOk, mockApi, renderApp, USER } from '../../test/render';
import { historyNavigate } from './historyNavigate';
import { loginErrors, LoginPage } from './LoginPage';

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  window.history.replaceState(null, '', '/');
});

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

  it('shows the notice another screen left, and names the page', async () => {
    mockApi({});
    const { router } = renderApp('/');
    await act(() => router.navigate('/login', { state: { message: 'You have been signed out.' } }));
    expect(await screen.findByRole('status')).toHaveTextContent('You have been signed out.');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(document.title).toBe('Sign in · TaxPrep');
  });

  it('opens the recovery and registration screens through the router', async () => {
    mockApi({});
    const { router } = renderApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot username?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-username'));
    expect(await screen.findByRole('heading', { name: 'Forgot username' })).toBeInTheDocument();
  });

  it('switches the theme, and the rest of the app follows', async () => {
    mockApi({});
    const { router } = renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await act(() => router.navigate('/register'));
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});

describe('login page on its own (the light entry)', () => {
  it('applies the same rules as the contracts schema', () => {
    const cases = [
      ['ab', 'secret1'],
      [' abc ', 'secret1'],
      ['   ab   ', '12345'],
      ['a'.repeat(64), 'x'.repeat(256)],
      ['a'.repeat(65), 'x'.repeat(257)],
      ['alice', ''],
    ];
    for (const [username, password] of cases) {
      const parsed = loginSchema.safeParse({ username, password });
      const expected = Object.fromEntries(
        (parsed.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
      );
      expect(loginErrors({ username: username!, password: password! })).toEqual(expected);
    }
  });

  it('signs in with plain fetch, then navigates to the dashboard after the message', async () => {
    const calls = mockApi({ 'POST /api/login': () => ({ status: 200, body: { user: USER, token: 't' } }) });
    const navigate = vi.fn();
    render(<LoginPage navigate={navigate} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), '  alice ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Signed in. Redirecting…');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard', { replace: true }));
    expect(calls).toEqual([{ key: 'POST /api/login', body: { username: 'alice', password: 'secret123' } }]);
    expect(localStorage.getItem('username')).toBe('alice');
  });

  it("shows the fallback text when the server's answer has no user", async () => {
    mockApi({ 'POST /api/login': () => ({ status: 200, body: {} }) });
    render(<LoginPage navigate={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'alice');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.invalidServerResponse);
  });

  it('clears a message as soon as the field becomes valid, and shows or hides the password', async () => {
    mockApi({});
    render(<LoginPage navigate={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveFocus();
    expect(username).toHaveAccessibleDescription(MSG.loginUsername);
    await userEvent.type(username, 'bob');
    expect(screen.queryByText(MSG.loginUsername)).toBeNull();
    expect(username).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText(MSG.loginPassword)).toBeInTheDocument();

    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show or hide password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('keeps its links real and handles a plain click itself', async () => {
    const navigate = vi.fn();
    render(<LoginPage navigate={navigate} />);
    const register = screen.getByRole('link', { name: 'Create an account' });
    expect(register).toHaveAttribute('href', '/register');
    await userEvent.click(register);
    expect(navigate).toHaveBeenCalledWith('/register');
    // A modified click (new tab or window) is left to the browser; jsdom cannot follow it, so the
    // test stops it once the page has had its say.
    let leftToBrowser = false;
    const stop = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', stop);
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }), { ctrlKey: true });
    document.removeEventListener('click', stop);
    expect(leftToBrowser).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'TaxPrep home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('hands the router its address and state through the history', () => {
    const startApp = vi.fn();
    window.history.replaceState(null, '', '/login');
    const length = window.history.length;
    const navigate = historyNavigate(startApp);

    navigate('/forgot-password');
    expect(window.location.pathname).toBe('/forgot-password');
    expect(window.history.length).toBe(length + 1);
    expect(window.history.state).toMatchObject({ usr: null, idx: 1 });
    expect(startApp).toHaveBeenCalledTimes(1);

    navigate('/dashboard', { replace: true, state: { from: 'login' } });
    expect(window.location.pathname).toBe('/dashboard');
    expect(window.history.length).toBe(length + 1);
    expect(window.history.state).toMatchObject({ usr: { from: 'login' }, idx: 1 });
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
