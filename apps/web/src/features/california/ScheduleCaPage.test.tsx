import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CA_DEFAULT_LINES, CA_LINE_GROUPS, type ScheduleCaRecord } from '@taxprep/contracts';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { mockCaApi as mockApi } from './caSharedTestApi';
import { defaultCaLines } from './ScheduleCaApi';
import { ScheduleCaPage } from './ScheduleCaPage';

const GET = 'GET /api/form1040/7/ca/schedule_ca';
/** The return's own answer comes first: the screen waits for its tax year before the schedule. */
const mockReturn = (handlers: Parameters<typeof mockApi>[0]) =>
  mockApi({ 'GET /api/form1040/7': () => ({ status: 200, body: { id: 7, tax_year: 2024 } }), ...handlers });
const zero = { a: '0.00', b: '0.00', c: '0.00' };

function record(over: Partial<ScheduleCaRecord> = {}): ScheduleCaRecord {
  return {
    id: 5,
    form1040_id: 7,
    tax_year: 2024,
    filing_status: 'S',
    will_itemize_for_ca: false,
    // A few lines of each group keep jsdom quick; the server sends them all.
    lines: defaultCaLines()
      .filter((l) => ['1a', '2', '3', '11', '30'].includes(l.line_key))
      .map((l) => ({
        ...l,
        group_code: l.group_code as ScheduleCaRecord['lines'][0]['group_code'],
      })),
    totals: { part_i: zero, section_c: zero, part_ii: zero },
    deductions: { ca_itemized: '0.00', ca_standard: '5540.00', used: '5540.00' },
    hasEdits: false,
    ready: false,
    ...over,
  };
}

function renderAt(path = '/form1040/7/ca/schedule_ca') {
  const router = createMemoryRouter(
    [{ path: '/form1040/:form1040Id/ca/schedule_ca', element: <ScheduleCaPage /> }],
    {
      initialEntries: [path],
    },
  );
  return render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

// Rendering a hundred-odd amount boxes in jsdom takes seconds.
describe('Schedule CA (540) screen', { timeout: 60_000 }, () => {
  it('creates the schedule on a first visit (404) with the defaults of the tax year', async () => {
    const calls = mockReturn({
      [GET]: () => ({ status: 404, body: { error: 'Not found.' } }),
      'POST /api/ca/schedule_ca': () => ({ status: 201, body: record() }),
    });
    renderAt();
    expect(await screen.findByRole('button', { name: /Save & Recalculate/ })).toBeInTheDocument();
    const post = calls.find((c) => c.key === 'POST /api/ca/schedule_ca')!.body as Record<string, unknown>;
    const count = CA_LINE_GROUPS.reduce((n, g) => n + CA_DEFAULT_LINES[g].length, 0);
    expect(post).toMatchObject({
      form1040_id: 7,
      tax_year: 2024,
      filing_status: 'S',
      will_itemize_for_ca: false,
    });
    expect((post.lines as unknown[]).length).toBe(count);
    expect(calls.find((c) => c.key === GET)).toBeTruthy();
    // The tax year is the return's, never the calendar year.
    expect(screen.getByRole('table', { name: 'California deduction' })).toHaveTextContent('$5,540.00');
    expect(screen.getByRole('link', { name: /PDF/ })).toHaveAttribute('href', '/api/ca/schedule_ca/5/pdf');
  });

  it('sanitizes amounts, saves every line and shows the recalculated totals', async () => {
    const calls = mockReturn({
      [GET]: () => ({ status: 200, body: record() }),
      'PUT /api/ca/schedule_ca/5/lines': () => ({
        status: 200,
        body: record({
          totals: { part_i: { a: '0.00', b: '1234.50', c: '0.00' }, section_c: zero, part_ii: zero },
        }),
      }),
    });
    renderAt();
    const box = await screen.findByRole('textbox', { name: 'Line 2 Column B (subtractions)' });
    await userEvent.type(box, '$0 1,234.5x');
    // "$0 1,234.5x" → digits, dot and minus only → "01234.5" → leading zero dropped.
    expect(box).toHaveValue('1234.5');
    await userEvent.click(screen.getByRole('button', { name: /Save & Recalculate/ }));
    expect(await screen.findByText('Saved & recalculated totals')).toBeInTheDocument();
    const put = calls.find((c) => c.key === 'PUT /api/ca/schedule_ca/5/lines')!.body as {
      filing_status: string;
      lines: { group_code: string; line_key: string; col_b: string | null }[];
    };
    expect(put.filing_status).toBe('S');
    expect(put.lines.find((l) => l.group_code === 'PART_I_SEC_A' && l.line_key === '2')!.col_b).toBe(
      '1234.50',
    );
    expect(put.lines.find((l) => l.line_key === '3')!.col_b).toBeNull();
    expect(within(screen.getByTestId('ca-total-part_i')).getByText('$1,234.50')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a save, or the spec’s text when it gave none', async () => {
    mockReturn({
      [GET]: () => ({ status: 200, body: record() }),
      'PUT /api/ca/schedule_ca/5/lines': () => ({ status: 500 }),
    });
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: /Save & Recalculate/ }));
    expect(await screen.findByText('Failed to save Schedule CA (540).')).toBeInTheDocument();
  });

  it('auto-fills from federal, reloads the record and names the year used', async () => {
    let loads = 0;
    const calls = mockReturn({
      [GET]: () => {
        loads += 1;
        const lines = record().lines.map((l) =>
          loads > 1 && l.group_code === 'PART_I_SEC_A' && l.line_key === '1a'
            ? { ...l, col_a: '50000.00' }
            : l,
        );
        return { status: 200, body: record({ lines }) };
      },
      'POST /api/ca/schedule_ca/5/autofill': () => ({
        status: 200,
        body: { ...record(), __fed_year_used: 2024 },
      }),
    });
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Auto-fill from Federal' }));
    expect(await screen.findByText(/Auto-filled from Federal \(using 2024\)/)).toHaveTextContent(
      'Review columns B and C',
    );
    expect(await screen.findByRole('textbox', { name: 'Line 1a Column A (federal)' })).toHaveValue(
      '50000.00',
    );
    expect(calls.filter((c) => c.key === GET)).toHaveLength(2);
  });

  it('asks before an auto-fill would drop unsaved edits', async () => {
    const calls = mockReturn({ [GET]: () => ({ status: 200, body: record() }) });
    renderAt();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Line 2 Column C (additions)' }), {
      target: { value: '10' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Auto-fill from Federal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auto-fill from Federal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.key.endsWith('/autofill'))).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Line 2 Column C (additions)' })).toHaveValue('10');
  });

  it('says the load failed in the spec’s words', async () => {
    mockReturn({ [GET]: () => ({ status: 500 }) });
    renderAt();
    // A server error is retried once (after a second) before the screen gives up.
    expect(
      await screen.findByText('Failed to load Schedule CA (540).', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('says the schedule is not available when it cannot be created', async () => {
    mockReturn({
      [GET]: () => ({ status: 404, body: { error: 'Not found.' } }),
      'POST /api/ca/schedule_ca': () => ({ status: 500 }),
    });
    renderAt();
    expect(await screen.findByText('Schedule CA (540) not available.')).toBeInTheDocument();
  });

  it('opens every table for the sidebar’s #additions anchor and toggles them all', async () => {
    mockReturn({ [GET]: () => ({ status: 200, body: record() }) });
    renderAt('/form1040/7/ca/schedule_ca#additions');
    expect(await screen.findByRole('textbox', { name: 'Line 30 Column C (additions)' })).toBeInTheDocument();
    expect(document.getElementById('additions')).toHaveTextContent('Column C (additions)');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: /Line 1a Column A/ })).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getByRole('textbox', { name: 'Line 1a Column A (federal)' })).toBeInTheDocument();
  });
});
