import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_MSG, type AuditPage, type AuditRow } from '@taxprep/contracts';
import { authOk, mockApi, renderApp } from '../../test/render';

const ADMIN = { id: 1, username: 'root', role: 'admin' };
const AGENT = { id: 3, username: 'prep', role: 'agent' };
const me = (u: typeof ADMIN) => () => ({
  status: 200,
  body: { ...u, email: 'r@x.io', has_preparer_profile: true },
});

const ROW: AuditRow = {
  id: 41,
  created_at: '2024-03-05T10:00:00.000Z',
  actor_id: 3,
  actor_username: 'prep',
  actor_role: 'agent',
  action: 'form1040.read',
  action_label: 'Viewed the return',
  target: 'form1040:7',
  target_label: 'Return #7',
  return_id: 7,
  owner_username: 'filer',
  user_id: null,
  user_username: null,
  detail: '',
};
const pageOf =
  (items: AuditRow[], total = items.length, capped = false) =>
  () => ({
    status: 200,
    body: { items, total, total_capped: capped, page: 1, per_page: 25 } satisfies AuditPage,
  });

/** Records every URL asked for, with its query, on top of mockApi's answers. */
function recordUrls(): string[] {
  const urls: string[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return inner(input, init);
  }) as typeof fetch;
  return urls;
}

const auditCalls = (urls: string[]) =>
  urls.filter((u) => u.startsWith('/api/admin/audit?')).map((u) => new URLSearchParams(u.split('?')[1]));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('audit log page', () => {
  it('lists entries with the actor, action, return and owner', async () => {
    mockApi({
      'GET /api/auth/check': authOk(ADMIN),
      'GET /api/me': me(ADMIN),
      'GET /api/admin/audit': pageOf([ROW]),
    });
    renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { name: 'Audit Log' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(rows[1]).toHaveTextContent('prep');
    expect(rows[1]).toHaveTextContent('Tax Preparer');
    expect(rows[1]).toHaveTextContent('Viewed the return');
    expect(rows[1]).toHaveTextContent('filer');
    expect(within(rows[1]!).getByRole('link', { name: '#7' })).toHaveAttribute('href', '/my-forms/7');
    expect(screen.getByText(/1 entry, newest first/)).toBeInTheDocument();
  }, 30_000);

  it('sends the filters after the typing stops, from the first page', async () => {
    mockApi({
      'GET /api/auth/check': authOk(ADMIN),
      'GET /api/me': me(ADMIN),
      'GET /api/admin/audit': pageOf([ROW]),
    });
    const urls = recordUrls();
    renderApp('/admin/audit');
    await screen.findAllByRole('row');
    await userEvent.type(screen.getByRole('textbox', { name: /^User/ }), 'pre');
    await userEvent.type(screen.getByRole('textbox', { name: /^Return ID/ }), '7');
    await waitFor(() => expect(auditCalls(urls).at(-1)?.get('return_id')).toBe('7'));
    const last = auditCalls(urls).at(-1)!;
    expect(last.get('actor')).toBe('pre');
    expect(last.get('page')).toBe('1');
    // Debounced: not one request per keystroke.
    expect(auditCalls(urls).filter((p) => p.get('actor') === 'p')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/^From/), '2024-03-01');
    await userEvent.type(screen.getByLabelText(/^To/), '2024-03-05');
    await waitFor(() => expect(auditCalls(urls).at(-1)?.get('to')).toBeTruthy());
    const dated = auditCalls(urls).at(-1)!;
    // Local days become instants: the "to" day is included whole.
    expect(new Date(dated.get('from')!).getTime()).toBe(new Date(2024, 2, 1).getTime());
    expect(new Date(dated.get('to')!).getTime()).toBe(new Date(2024, 2, 6).getTime());
  }, 30_000);

  it('explains a return id the server would refuse instead of asking', async () => {
    mockApi({
      'GET /api/auth/check': authOk(ADMIN),
      'GET /api/me': me(ADMIN),
      'GET /api/admin/audit': pageOf([ROW]),
    });
    const urls = recordUrls();
    renderApp('/admin/audit');
    await screen.findAllByRole('row');
    await userEvent.type(screen.getByRole('textbox', { name: /^Return ID/ }), '9999999999');
    expect(await screen.findByText(AUDIT_MSG.returnId)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    expect(auditCalls(urls).some((p) => p.has('return_id'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  }, 30_000);

  it('shows the empty state and a failed load', async () => {
    mockApi({
      'GET /api/auth/check': authOk(ADMIN),
      'GET /api/me': me(ADMIN),
      'GET /api/admin/audit': pageOf([]),
    });
    renderApp('/admin/audit');
    expect(await screen.findByText(AUDIT_MSG.empty)).toBeInTheDocument();

    mockApi({
      'GET /api/auth/check': authOk(ADMIN),
      'GET /api/me': me(ADMIN),
      'GET /api/admin/audit': () => ({ status: 500, body: {} }),
    });
    renderApp('/admin/audit');
    expect(await screen.findByText(AUDIT_MSG.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 30_000);

  it('downloads the CSV for the current filters', async () => {
    mockApi({
      'GET /api/auth/check': authOk(ADMIN),
      'GET /api/me': me(ADMIN),
      'GET /api/admin/audit': pageOf([ROW]),
      'GET /api/admin/audit.csv': () => ({ status: 200, body: '"Time","Actor"\r\n' }),
    });
    const urls = recordUrls();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:audit';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('audit-log.csv');
      expect(this.href).toBe('blob:audit');
    });
    renderApp('/admin/audit');
    await screen.findAllByRole('row');
    await userEvent.type(screen.getByRole('textbox', { name: /^User/ }), 'prep');
    await waitFor(() => expect(auditCalls(urls).at(-1)?.get('actor')).toBe('prep'));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(urls.filter((u) => u.startsWith('/api/admin/audit.csv'))).toEqual([
      '/api/admin/audit.csv?actor=prep',
    ]);
    // jsdom's Blob has no text(): read it the way a browser page would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text).toBe('"Time","Actor"\r\n');
  }, 30_000);

  it('tells a preparer the page is for administrators', async () => {
    mockApi({
      'GET /api/auth/check': authOk(AGENT),
      'GET /api/me': me(AGENT),
    });
    renderApp('/admin/audit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized.');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  }, 30_000);
});
