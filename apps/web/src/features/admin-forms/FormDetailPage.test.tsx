import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminFormDetail } from '@taxprep/contracts';
import { authOk, mockApi, renderApp } from '../../test/render';

const ADMIN = { id: 1, username: 'root', role: 'admin' };
const AGENT = { id: 3, username: 'prep', role: 'agent' };
const me = (u: typeof ADMIN) => () => ({
  status: 200,
  body: { ...u, email: 'r@x.io', has_preparer_profile: true },
});

const W2: AdminFormDetail = {
  type: 'w2',
  id: 11,
  title: 'W-2 Wage and Tax Statements',
  form1040_id: 7,
  status: 'Pending',
  tax_year: 2024,
  return_name: 'Jane Doe',
  owner: { id: 2, username: 'filer', email: 'filer@example.com' },
  created_at: '2024-03-05T10:00:00.000Z',
  updated_at: '2024-03-06T10:00:00.000Z',
  version: 0,
  screen: '/form1040/7/w2',
  figures: [{ label: 'Wages (box 1)', value: '52000.00' }],
  sections: [
    {
      legend: 'Employer and employee',
      fields: [
        { name: 'employer_name', label: 'Employer name', value: 'Acme Corp', masked: false, money: false },
        {
          name: 'employee_ssn',
          label: 'Employee SSN (box a)',
          value: '***-**-6789',
          masked: true,
          money: false,
        },
      ],
    },
    {
      legend: 'Amounts',
      fields: [
        {
          name: 'wages',
          label: 'Box 1 Wages, tips, other compensation',
          value: '52000.00',
          masked: false,
          money: true,
        },
      ],
    },
  ],
  documents: [],
  basic: null,
};

const ok = (body: unknown) => () => ({ status: 200, body });

describe('form details', () => {
  it("shows a document's owner, return, figures and labelled fields, with actions for the form", async () => {
    mockApi({
      'GET /api/auth/check': authOk(AGENT),
      'GET /api/me': me(AGENT),
      'GET /api/admin/form/w2/11': ok(W2),
    });
    renderApp('/admin/form/w2/11');
    expect(await screen.findByRole('heading', { name: 'Form Details' })).toBeInTheDocument();
    expect(await screen.findByText('filer@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Form 1040 #7 (Jane Doe)' })).toHaveAttribute(
      'href',
      '/admin/form/form1040/7',
    );
    const amounts = screen.getByRole('table', { name: 'Amounts' });
    const wages = within(amounts).getByRole('row', { name: /Box 1 Wages/ });
    expect(wages).toHaveTextContent('$52,000.00');
    const who = screen.getByRole('table', { name: 'Employer and employee' });
    expect(within(who).getByRole('row', { name: /Employee SSN/ })).toHaveTextContent('***-**-6789(masked)');
    expect(screen.getByRole('link', { name: 'Open in the return' })).toHaveAttribute(
      'href',
      '/form1040/7/w2',
    );
    expect(screen.getByRole('link', { name: 'Edit basic info' })).toHaveAttribute(
      'href',
      '/admin/form/w2/11/edit',
    );
    expect(screen.getByRole('link', { name: 'Add federal forms' })).toHaveAttribute(
      'href',
      '/admin/form/w2/11/add-federal',
    );
    // Only administrators delete.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  }, 30_000);

  it('lets an admin delete after confirmation, and says why an accepted return is refused', async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: { error: 'This return was accepted by the IRS and cannot be deleted.' },
    };
    mockApi({
      'GET /api/auth/check': authOk(ADMIN),
      'GET /api/me': me(ADMIN),
      'GET /api/admin/form/w2/11': ok(W2),
      'DELETE /api/admin/form/w2/11': () => answer,
    });
    renderApp('/admin/form/w2/11');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete form?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Error deleting form. This return was accepted by the IRS and cannot be deleted.',
      ),
    ).toBeInTheDocument();
    answer = { status: 200, body: { message: 'Form deleted.' } };
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete form?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Form deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to All forms' })).toHaveAttribute('href', '/admin/forms');
  }, 30_000);

  it("says 'Form not found.' for a malformed id without asking the server", async () => {
    const calls = mockApi({ 'GET /api/auth/check': authOk(ADMIN), 'GET /api/me': me(ADMIN) });
    renderApp('/admin/form/w2/12abc');
    expect(await screen.findByText('Form not found.')).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('GET /api/admin/form/'))).toBe(false);
  }, 30_000);

  it("says 'Form not found.' for an unknown form, with no retry", async () => {
    mockApi({
      'GET /api/auth/check': authOk(ADMIN),
      'GET /api/me': me(ADMIN),
      'GET /api/admin/form/w2/99': () => ({ status: 404, body: { error: 'Form not found.' } }),
    });
    renderApp('/admin/form/w2/99');
    expect(await screen.findByText('Form not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  }, 30_000);

  it('lists the federal forms a return can take, each opening its add screen on that return', async () => {
    mockApi({
      'GET /api/auth/check': authOk(AGENT),
      'GET /api/me': me(AGENT),
      'GET /api/admin/form/w2/11': ok(W2),
    });
    renderApp('/admin/form/w2/11/add-federal');
    expect(await screen.findByRole('heading', { name: 'Add Federal Forms' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Add W-2 Wage and Tax Statements' })).toHaveAttribute(
      'href',
      '/form1040/7/w2',
    );
    expect(screen.getByRole('link', { name: 'Add Form 1099-INT' })).toHaveAttribute(
      'href',
      '/form1040/7/1099-int',
    );
    expect(screen.getByRole('link', { name: 'Add Form 1099-MISC' })).toHaveAttribute(
      'href',
      '/form1040/7/1099-misc?target=1040',
    );
    expect(screen.getByRole('link', { name: 'Add Schedule E' })).toHaveAttribute(
      'href',
      '/form1040/7/schedule-e',
    );
    // California forms are not federal.
    expect(screen.queryByRole('link', { name: /California|CA 540/ })).toBeNull();
  }, 30_000);
});
