import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG, type AdminFormDetail } from '@taxprep/contracts';
import { authOk, mockApi, renderApp } from '../../test/render';

const AGENT = { id: 3, username: 'prep', role: 'agent' };
const me = () => ({ status: 200, body: { ...AGENT, email: 'p@x.io', has_preparer_profile: true } });

const RETURN: AdminFormDetail = {
  type: 'form1040',
  id: 7,
  title: 'Form 1040',
  form1040_id: 7,
  status: 'Pending',
  tax_year: 2024,
  return_name: 'Jane Doe',
  owner: { id: 2, username: 'filer', email: 'filer@example.com' },
  created_at: '2024-03-05T10:00:00.000Z',
  updated_at: '2024-03-06T10:00:00.000Z',
  version: 4,
  screen: '/form1040/7',
  figures: [],
  sections: [],
  documents: [],
  basic: {
    first_name: 'Jane',
    last_name: 'Doe',
    ssn_masked: '***-**-6789',
    address: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip_code: '62701',
  },
};

describe('edit basic info', () => {
  it("saves a return's name and address with the version read, then goes back to the details", async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(AGENT),
      'GET /api/me': me,
      'GET /api/admin/form/form1040/7': () => ({ status: 200, body: RETURN }),
      'PATCH /api/admin/form/form1040/7/basic': () => ({
        status: 200,
        body: { message: 'Basic info saved.', version: 5 },
      }),
    });
    const { router } = renderApp('/admin/form/form1040/7/edit');
    const last = await screen.findByRole('textbox', { name: /Last name/ });
    expect(screen.getByText(/SSN: \*\*\*-\*\*-6789/)).toBeInTheDocument();
    // Staff edit someone else's return: the browser must not fill in the staff member's own details.
    expect(last).toHaveAttribute('autocomplete', 'off');
    await userEvent.clear(last);
    await userEvent.type(last, 'Okafor');
    await userEvent.click(screen.getByRole('button', { name: 'Save basic info' }));
    expect(await screen.findByText('Basic info saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PATCH /api/admin/form/form1040/7/basic')?.body).toEqual({
      first_name: 'Jane',
      last_name: 'Okafor',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip_code: '62701',
      version: 4,
    });
    await screen.findByRole('heading', { name: 'Form Details' }, { timeout: 3000 });
    expect(router.state.location.pathname).toBe('/admin/form/form1040/7');
  }, 30_000);

  it("shows the Personal Info step's messages and asks before leaving with unsaved edits", async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(AGENT),
      'GET /api/me': me,
      'GET /api/admin/form/form1040/7': () => ({ status: 200, body: RETURN }),
    });
    renderApp('/admin/form/form1040/7/edit');
    const first = await screen.findByRole('textbox', { name: /First name/ });
    await userEvent.clear(first);
    const zip = screen.getByRole('textbox', { name: /ZIP code/ });
    await userEvent.clear(zip);
    await userEvent.type(zip, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save basic info' }));
    expect(await screen.findByText(MSG.required)).toBeInTheDocument();
    expect(screen.getByText(MSG.zip)).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('PATCH'))).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: '← All forms' }));
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
  }, 30_000);

  it('sends a document to its own screen in the return', async () => {
    mockApi({
      'GET /api/auth/check': authOk(AGENT),
      'GET /api/me': me,
      'GET /api/admin/form/w2/11': () => ({
        status: 200,
        body: {
          ...RETURN,
          type: 'w2',
          id: 11,
          title: 'W-2 Wage and Tax Statements',
          screen: '/form1040/7/w2',
          basic: null,
        },
      }),
    });
    renderApp('/admin/form/w2/11/edit');
    expect(await screen.findByRole('link', { name: 'Edit in the return' })).toHaveAttribute(
      'href',
      '/form1040/7/w2',
    );
    expect(screen.getByRole('link', { name: "Edit the return's basic info" })).toHaveAttribute(
      'href',
      '/admin/form/form1040/7/edit',
    );
  }, 30_000);
});
