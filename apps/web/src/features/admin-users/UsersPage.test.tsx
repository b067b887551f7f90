import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@taxprep/contracts';
import { authOk, mockApi, renderApp } from '../../test/render';

const ADMIN = { id: 1, username: 'root', role: 'admin' };
const me = () => ({ status: 200, body: { ...ADMIN, email: 'r@x.io', has_preparer_profile: true } });
const row = (over: Partial<AdminUser>): AdminUser => ({
  id: 2,
  username: 'someone',
  email: 'someone@x.io',
  role: 'user',
  is_active: true,
  pending_approval: false,
  created_at: '2024-03-05T10:00:00.000Z',
  ...over,
});
const ROWS = [
  row({ id: 5, username: 'waiting', role: 'agent', pending_approval: true }),
  row({ id: 1, username: 'root', role: 'admin' }),
  row({ id: 2, username: 'filer' }),
  row({ id: 3, username: 'prep', role: 'agent' }),
];
const page = (users: AdminUser[]) => () => ({
  status: 200,
  body: { users, total: users.length, page: 1, per_page: 25 },
});

describe('user management', () => {
  it('lists users with the right actions and asks before a role change', async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(ADMIN),
      'GET /api/me': me,
      'GET /api/admin/users': page(ROWS),
      'PUT /api/admin/user-role/2': () => ({
        status: 200,
        body: { message: 'Role updated.', user: row({ id: 2, username: 'filer', role: 'agent' }) },
      }),
    });
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Manage Users' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    // Header, then the waiting preparer first, as the server ordered them.
    expect(rows[1]).toHaveTextContent('waiting');
    expect(within(rows[1]!).getByRole('button', { name: 'Approve waiting' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Pending approval')).toBeInTheDocument();
    // The administrator's own row has no actions.
    expect(within(rows[2]!).queryAllByRole('button')).toHaveLength(0);
    expect(within(rows[3]!).getByRole('button', { name: 'Promote filer' })).toBeInTheDocument();
    expect(within(rows[4]!).getByRole('button', { name: 'Demote prep' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/users.csv?sort=id&dir=asc',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Promote filer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set role' });
    expect(dialog).toHaveTextContent('Change filer from Individual Filer to Tax Preparer?');
    expect(dialog).not.toHaveTextContent('until an administrator approves');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect((await screen.findAllByText('Role updated.')).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.key === 'PUT /api/admin/user-role/2')?.body).toEqual({ role: 'agent' });
  });

  it('tells a preparer that the user they promote waits for an administrator', async () => {
    const PREP = { id: 3, username: 'prep', role: 'agent' };
    mockApi({
      'GET /api/auth/check': authOk(PREP),
      'GET /api/me': () => ({ status: 200, body: { ...PREP, email: 'p@x.io', has_preparer_profile: true } }),
      'GET /api/admin/users': page(ROWS),
    });
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Promote filer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set role' });
    expect(dialog).toHaveTextContent(
      "Change filer from Individual Filer to Tax Preparer? They will see no one's returns until an administrator approves them.",
    );
  });

  it('says how many returns a delete removes, and shows the spec message when it fails', async () => {
    mockApi({
      'GET /api/auth/check': authOk(ADMIN),
      'GET /api/me': me,
      'GET /api/admin/users': page(ROWS),
      'GET /api/admin/users/2/delete-impact': () => ({
        status: 200,
        body: { id: 2, username: 'filer', returns: 3, documents: 7 },
      }),
      'DELETE /api/admin/users/2': () => ({ status: 409, body: {} }),
    });
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete filer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user permanently' });
    await waitFor(() =>
      expect(dialog).toHaveTextContent('Permanently delete filer with 3 returns and 7 documents?'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/^Failed to delete user\./)).toBeInTheDocument();
  });

  it('shows the load failure message', async () => {
    mockApi({
      'GET /api/auth/check': authOk(ADMIN),
      'GET /api/me': me,
      'GET /api/admin/users': () => ({ status: 500, body: {} }),
    });
    renderApp('/admin/users');
    expect(await screen.findByText('Failed to load users.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('sends everyone else away with Unauthorized.', async () => {
    const filer = { id: 9, username: 'f', role: 'user' };
    mockApi({
      'GET /api/auth/check': authOk(filer),
      'GET /api/me': () => ({ status: 200, body: { ...filer, email: 'f@x.io' } }),
    });
    renderApp('/admin/users');
    expect(await screen.findByText('Unauthorized.')).toBeInTheDocument();
  });
});
