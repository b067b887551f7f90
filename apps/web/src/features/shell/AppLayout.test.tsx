import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@taxprep/contracts';
import { authOk, mockApi, renderApp } from '../../test/render';

const ADMIN = { id: 9, username: 'root', role: 'admin' };
const adminApi = () => ({
  'GET /api/auth/check': authOk(ADMIN),
  'GET /api/me': () => ({ status: 200, body: { ...ADMIN, email: 'r@x.io', has_preparer_profile: true } }),
  'POST /api/logout': () => ({ status: 200, body: { success: true } }),
});

describe('app shell', () => {
  it('shows the totals slot only while a file is open', async () => {
    mockApi(adminApi());
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'All Filed Tax Returns' });
    expect(screen.queryByText(/Total Refund/)).not.toBeInTheDocument();
  });

  it('opens the file named in a wizard route', async () => {
    mockApi(adminApi());
    renderApp('/form1040/12/income');
    expect(await screen.findByRole('heading', { name: 'Income' })).toBeInTheDocument();
    expect(await screen.findByText(/Total Refund/)).toBeInTheDocument();
    expect(screen.getByText(/Total Owed/)).toBeInTheDocument();
    expect(sessionStorage.getItem('form1040_id')).toBe('12');
  });

  it('toggles the theme and remembers it', async () => {
    mockApi(adminApi());
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('offers admin links in the user menu and signs out', async () => {
    const calls = mockApi(adminApi());
    localStorage.setItem('user_id', '9');
    localStorage.setItem('theme', 'light');
    const { router } = renderApp('/dashboard');
    await userEvent.click(
      await screen.findByRole('button', { name: /account menu for root, administrator/i }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Manage Users' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Edit Tax Brackets' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: /^Logout/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((c) => c.key === 'POST /api/logout')).toBe(true);
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('hides the admin menu items from individuals', async () => {
    mockApi({ 'GET /api/auth/check': authOk() });
    renderApp('/dashboard');
    await userEvent.click(
      await screen.findByRole('button', { name: /account menu for alice, individual filer/i }),
    );
    expect(await screen.findByRole('menuitem', { name: /^Logout/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Manage Users' })).not.toBeInTheDocument();
  });

  it('sends the user to sign-in when a protected call answers 401', async () => {
    mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/me': () => ({ status: 401, body: { error: 'Session expired.' } }),
    });
    // /api/me is only asked for staff; call it directly as a later screen would.
    const { api } = await import('../../api/client');
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'My Tax Files' });
    await expect(api.get('/api/me')).rejects.toThrow();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
    expect(await screen.findByText(MSG.sessionExpired, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('repeats the account and Logout in the navigation drawer (small screens)', async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(),
      'POST /api/logout': () => ({ status: 200, body: { success: true } }),
    });
    const { router } = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Show tax navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Tax Navigation' });
    expect(within(drawer).getByText('Signed in as alice')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Tax Bracket Calculator' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: /^Logout/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((c) => c.key === 'POST /api/logout')).toBe(true);
  });

  it('keeps the top bar and Logout on a pending preparer’s waiting screen', async () => {
    const agent = { id: 5, username: 'newagent', role: 'agent' };
    mockApi({
      'GET /api/auth/check': authOk(agent),
      'GET /api/me': () => ({
        status: 200,
        body: { ...agent, email: 'a@x.io', has_preparer_profile: true, pending_approval: true },
      }),
    });
    renderApp('/dashboard');
    expect(await screen.findByText(/waiting for an administrator's approval/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /account menu for newagent, tax preparer/i }));
    expect(await screen.findByRole('menuitem', { name: /^Logout/ })).toBeInTheDocument();
  });
});
