import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authOk, mockApi, renderApp } from '../../test/render';
import type { DashboardResponse, ReturnListItem } from '../../api/returnList';

const row = (over: Partial<ReturnListItem> = {}): ReturnListItem => ({
  id: 7,
  user_id: 1,
  prepared_by: null,
  username: 'alice',
  first_name: 'Alice',
  last_name: 'Able',
  filing_status: 'single',
  status: 'Pending',
  tax_year: 2024,
  created_at: '2025-02-01T10:00:00.000Z',
  submitted_at: null,
  taxable_income: '37400.00',
  total_tax: '4259.00',
  total_payments: '5000.00',
  refund_amount: '741.00',
  amount_owed: '0.00',
  refundOrOwed: '741.00',
  // What the server sends beside them (spec 002's names for line 24 and line 34), none amended.
  federal_tax_owed: '4259.00',
  refund: '741.00',
  amended: null,
  ...over,
});

const answer = (over: Partial<DashboardResponse> = {}): DashboardResponse => ({
  username: 'alice',
  role: 'user',
  can_create: true,
  total: 1,
  total_capped: false,
  page: 1,
  page_size: 10,
  form1040_list: [row()],
  ...over,
});

/** mockApi plus the full URLs asked for, to check the query string. */
function mockWithUrls(handlers: Parameters<typeof mockApi>[0]) {
  mockApi(handlers);
  const inner = globalThis.fetch;
  const urls: string[] = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return inner(input, init);
  }) as typeof fetch;
  return urls;
}

const staff = (role: 'agent' | 'admin') => ({
  'GET /api/auth/check': authOk({ id: 9, username: 'pat', role }),
  'GET /api/me': () => ({
    status: 200,
    body: { id: 9, username: 'pat', role, email: 'p@x.io', has_preparer_profile: true },
  }),
});

describe('dashboard', { timeout: 15_000 }, () => {
  it('shows the filer their returns with formatted amounts in tiered pills', async () => {
    mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/dashboard': () => ({
        status: 200,
        body: answer({
          total: 2,
          form1040_list: [
            row(),
            row({
              id: 8,
              taxable_income: '125000.5',
              amount_owed: '6000.00',
              refund_amount: '0.00',
              status: 'Accepted',
            }),
          ],
        }),
      }),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'My Tax Files' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My Tax Files' });
    expect(within(table).queryByRole('columnheader', { name: /Username/ })).not.toBeInTheDocument();
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Alice Able')).toBeInTheDocument();
    expect(within(first!).getByText('Single')).toBeInTheDocument();
    expect(within(first!).getByText('$37,400.00').closest('[data-tier]')).toHaveAttribute(
      'data-tier',
      'high',
    );
    expect(within(first!).getByText('$741.00').closest('[data-tier]')).toHaveAttribute('data-tier', 'low');
    expect(within(first!).getByText('$0.00')).toHaveAttribute('data-tier', 'zero');
    expect(within(second!).getByText('$125,000.50').closest('[data-tier]')).toHaveAttribute(
      'data-tier',
      'high',
    );
    expect(within(second!).getByText('$6,000.00').closest('[data-tier]')).toHaveAttribute('data-tier', 'mid');
    // Red is for an amount owed only: taxable income is neutral, a refund green.
    expect(within(first!).getByText('$37,400.00').closest('[data-kind]')).toHaveAttribute(
      'data-kind',
      'neutral',
    );
    expect(within(first!).getByText('$741.00').closest('[data-kind]')).toHaveAttribute('data-kind', 'refund');
    expect(within(second!).getByText('$6,000.00').closest('[data-kind]')).toHaveAttribute(
      'data-kind',
      'owed',
    );
    // Once accepted, the return cannot be submitted again nor edited.
    expect(within(second!).getByRole('button', { name: 'Accepted: already submitted' })).toBeDisabled();
    expect(within(first!).getByRole('button', { name: 'Submit to IRS' })).toBeEnabled();
    await userEvent.click(within(first!).getByRole('button', { name: 'More actions for Alice Able' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit basic info' })).toHaveAttribute(
      'href',
      '/form1040/7/basic',
    );
    expect(screen.getByRole('menuitem', { name: 'Add or edit federal forms' })).toHaveAttribute(
      'href',
      '/form1040/7/add-documents',
    );
    expect(screen.queryByRole('menuitem', { name: 'Delete record' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(second!).getByRole('button', { name: /More actions for/ }));
    expect(await screen.findByRole('menuitem', { name: 'Download XML' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit basic info' })).not.toBeInTheDocument();
  });

  it('disables Start New Tax File with its reason once the filer has a return this year', async () => {
    mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/dashboard': () => ({ status: 200, body: answer({ can_create: false }) }),
    });
    renderApp('/dashboard');
    await screen.findByRole('table');
    const start = screen.getByRole('button', { name: 'Start New Tax File' });
    expect(start).toBeDisabled();
    expect(start).toHaveAttribute('title', 'You have already filed your tax for this year.');
    expect(screen.getByText('You have already filed your tax for this year.')).toBeInTheDocument();
  });

  it('starts a file for a filer, stores it and opens Basic Info', async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/dashboard': () => ({ status: 200, body: answer({ total: 0, form1040_list: [] }) }),
      'POST /api/form1040': () => ({ status: 201, body: { id: 31, message: 'New tax file created.' } }),
    });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByText('You have no tax files yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start New Tax File' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form1040/31/basic'));
    expect(sessionStorage.getItem('form1040_id')).toBe('31');
    expect(calls.find((c) => c.key === 'POST /api/form1040')?.body).toEqual({});
  });

  it('starts a file for the chosen year: a year already started is marked and cannot be started again', async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/dashboard': () => ({ status: 200, body: answer() }),
      'GET /api/tax-years': () => ({
        status: 200,
        body: {
          default_year: 2024,
          years: [
            { year: 2025, california: false, can_create: true, start_from: 7 },
            { year: 2024, california: true, can_create: false, start_from: null },
          ],
        },
      }),
      'POST /api/form1040': () => ({ status: 201, body: { id: 32, message: 'New tax file created.' } }),
    });
    const { router } = renderApp('/dashboard');
    const select = await screen.findByRole('combobox', { name: "New file's tax year" });
    // The default year is taken, so the latest free year is offered first.
    expect(select).toHaveValue('2025');
    expect(within(select).getByRole('option', { name: '2024 (started)' })).toBeInTheDocument();
    await userEvent.selectOptions(select, '2024');
    expect(screen.getByRole('button', { name: 'Start New Tax File' })).toBeDisabled();
    expect(screen.getByText('You have already filed your tax for this year.')).toBeInTheDocument();
    await userEvent.selectOptions(select, '2025');
    // The filer's 2024 return (#7) is offered as the start, ticked.
    expect(screen.getByRole('checkbox', { name: /Start from my 2024 return/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Start New Tax File' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form1040/32/basic'));
    expect(calls.find((c) => c.key === 'POST /api/form1040')?.body).toEqual({
      tax_year: 2025,
      from_return_id: 7,
    });
  });

  it('sends the filters to the server and offers Clear filters when nothing matches', async () => {
    const urls = mockWithUrls({
      'GET /api/auth/check': authOk(),
      'GET /api/dashboard': () => ({ status: 200, body: answer({ total: 0, form1040_list: [] }) }),
    });
    renderApp('/dashboard');
    await screen.findByText('You have no tax files yet.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Rejected');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tax year' }), '2024');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'smith');
    await waitFor(() =>
      expect(
        urls.some(
          (u) => u.includes('search=smith') && u.includes('status=Rejected') && u.includes('year=2024'),
        ),
      ).toBe(true),
    );
    // The search is debounced: no request was made for a partial word.
    expect(urls.some((u) => u.includes('search=smi&'))).toBe(false);
    expect(await screen.findByText('No matching records found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('All');
    expect(await screen.findByText('You have no tax files yet.')).toBeInTheDocument();
  });

  it('sorts on the server when a column header is clicked', async () => {
    const urls = mockWithUrls({
      'GET /api/auth/check': authOk(),
      'GET /api/dashboard': () => ({ status: 200, body: answer() }),
    });
    renderApp('/dashboard');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(urls.some((u) => u.includes('sort=refund_amount&order=desc'))).toBe(true));
    expect(screen.getByRole('columnheader', { name: 'Refund' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows preparers the Username column and the filer picker', async () => {
    const calls = mockApi({
      ...staff('agent'),
      'GET /api/dashboard': () => ({ status: 200, body: answer({ role: 'agent' }) }),
      'GET /api/filers': () => ({ status: 200, body: [{ id: 4, username: 'bob', email: 'bob@x.io' }] }),
      'POST /api/form1040': () => ({ status: 201, body: { id: 40 } }),
    });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'All Filed Tax Returns' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Username' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start New Tax File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a new tax file' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Filer' }));
    await userEvent.click(await screen.findByRole('option', { name: 'bob (bob@x.io)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create tax file' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form1040/40/basic'));
    expect(calls.find((c) => c.key === 'POST /api/form1040')?.body).toEqual({ filer_id: 4 });
  });

  it('opens the Review step instead of submitting: nothing is sent unsigned', async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/dashboard': () => ({ status: 200, body: answer() }),
    });
    const { router } = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit to IRS' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form1040/7/review'));
    expect(calls.some((c) => c.key === 'POST /api/form1040/submit/7')).toBe(false);
  });

  it('says so when the returns cannot be loaded or a submission fails', async () => {
    mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/dashboard': () => ({ status: 400, body: {} }),
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Failed to load your returns.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lets administrators delete a record after confirming', async () => {
    const calls = mockApi({
      ...staff('admin'),
      'GET /api/dashboard': () => ({ status: 200, body: answer({ role: 'admin' }) }),
      'DELETE /api/form1040/7': () => ({ status: 500, body: {} }),
    });
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: /More actions for/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete record' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this Form 1040 record?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete the record.')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'DELETE /api/form1040/7')).toBe(true);
  });

  it('says the record was deleted, and an admin can reopen an accepted return', async () => {
    const calls = mockApi({
      ...staff('admin'),
      'GET /api/dashboard': () => ({
        status: 200,
        body: answer({ role: 'admin', form1040_list: [row(), row({ id: 8, status: 'Accepted' })] }),
      }),
      'DELETE /api/form1040/7': () => ({ status: 200, body: { message: 'Form 1040 record deleted.' } }),
      'POST /api/form1040/8/reopen': () => ({
        status: 200,
        body: { message: 'Return reopened. It can be changed and submitted again.', status: 'Pending' },
      }),
    });
    renderApp('/dashboard');
    const [first, second] = await screen.findAllByRole('button', { name: /More actions for/ });
    await userEvent.click(first!);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete record' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Form 1040 record deleted.')).toBeInTheDocument();

    await userEvent.click(second!);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reopen for changes' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reopen' }));
    expect(
      await screen.findByText('Return reopened. It can be changed and submitted again.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/form1040/8/reopen')).toBe(true);
  });
});
