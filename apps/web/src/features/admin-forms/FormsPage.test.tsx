import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminFormRow } from '@taxprep/contracts';
import { authOk, mockApi, renderApp } from '../../test/render';

const ADMIN = { id: 1, username: 'root', role: 'admin' };
const AGENT = { id: 3, username: 'prep', role: 'agent' };
const me = (u: typeof ADMIN) => () => ({
  status: 200,
  body: { ...u, email: 'r@x.io', has_preparer_profile: true },
});
const ROWS: AdminFormRow[] = [
  {
    type: 'form1040',
    id: 7,
    form1040_id: 7,
    user_id: 2,
    username: 'filer',
    name: 'Jane Doe',
    amount: '741',
    tax: '4259',
    status: 'Pending',
    created_at: '2024-03-05T10:00:00.000Z',
  },
  {
    type: 'w2',
    id: 11,
    form1040_id: 7,
    user_id: 2,
    username: 'filer',
    name: 'Acme Corp',
    amount: '52000',
    tax: null,
    status: 'Pending',
    created_at: '2024-03-05T10:00:00.000Z',
  },
];
const page = () => ({ status: 200, body: { items: ROWS, total: 2, page: 1, per_page: 25 } });

describe('all forms', () => {
  it('lists forms with links to the return and deletes after confirmation', async () => {
    mockApi({
      'GET /api/auth/check': authOk(ADMIN),
      'GET /api/me': me(ADMIN),
      'GET /api/admin/forms': page,
      'DELETE /api/admin/form/w2/11': () => ({ status: 200, body: { message: 'Form deleted.' } }),
    });
    renderApp('/admin/forms');
    expect(await screen.findByRole('heading', { name: 'All Forms' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(rows[2]).toHaveTextContent('Acme Corp');
    // Each row opens its own form's details.
    expect(within(rows[2]!).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/admin/form/w2/11');
    expect(within(rows[1]!).getByRole('link', { name: 'Edit basic info' })).toHaveAttribute(
      'href',
      '/admin/form/form1040/7/edit',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Add federal forms' })).toHaveAttribute(
      'href',
      '/admin/form/form1040/7/add-federal',
    );
    await userEvent.click(within(rows[2]!).getByRole('button', { name: 'Delete w2 11' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete form?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Form deleted.')).toBeInTheDocument();
  }, 30_000);

  it("shows 'Error deleting form.' when the delete fails", async () => {
    mockApi({
      'GET /api/auth/check': authOk(ADMIN),
      'GET /api/me': me(ADMIN),
      'GET /api/admin/forms': page,
      'DELETE /api/admin/form/form1040/7': () => ({ status: 409, body: {} }),
    });
    renderApp('/admin/forms');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete form1040 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete form?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/^Error deleting form\./)).toBeInTheDocument();
  });

  it('offers no Delete to a preparer', async () => {
    mockApi({
      'GET /api/auth/check': authOk(AGENT),
      'GET /api/me': me(AGENT),
      'GET /api/admin/forms': page,
    });
    renderApp('/admin/forms');
    expect(await screen.findByText('Acme Corp')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});
