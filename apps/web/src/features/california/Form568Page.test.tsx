import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { F568Record } from '@taxprep/contracts';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { mockCaApi as mockApi } from './caSharedTestApi';
import { Form568Page } from './Form568Page';

const GET = 'GET /api/form1040/7/ca/form568';
/** The return's own answer comes first: the screen waits for its tax year before the form. */
const mockReturn = (handlers: Parameters<typeof mockApi>[0]) =>
  mockApi({ 'GET /api/form1040/7': () => ({ status: 200, body: { id: 7, tax_year: 2024 } }), ...handlers });
const record = (over: Partial<F568Record> = {}): F568Record => ({
  id: 9,
  form1040_id: 7,
  tax_year: 2024,
  llc_name: null,
  line2_llc_fee: null,
  schedule_t: [],
  schedule_l: {},
  schedule_m2: {},
  ...over,
});

function renderAt() {
  const router = createMemoryRouter([{ path: '/form1040/:form1040Id/ca/568', element: <Form568Page /> }], {
    initialEntries: ['/form1040/7/ca/568'],
  });
  return render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
const bodyOf = (calls: { key: string; body: unknown }[], key: string) =>
  calls.filter((c) => c.key === key).map((c) => c.body);
/** Types a whole value at once (jsdom is slow with a keystroke per character) and leaves the box. */
function enter(box: HTMLElement, value: string) {
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
}

describe('CA Form 568 screen', { timeout: 60_000 }, () => {
  it('creates the form on a first visit (404) with only the form and the tax year', async () => {
    const calls = mockReturn({
      [GET]: () => ({ status: 404, body: { error: 'CA Form 568 not available.' } }),
      'POST /api/ca/form568': () => ({ status: 201, body: record() }),
    });
    renderAt();
    expect(await screen.findByRole('button', { name: 'Recalculate Totals' })).toBeEnabled();
    expect(bodyOf(calls, 'POST /api/ca/form568')).toEqual([{ form1040_id: 7, tax_year: 2024 }]);
    expect(screen.getByRole('link', { name: /PDF/ })).toHaveAttribute('href', '/api/ca/form568/9/pdf');
  });

  it('computes lines 7 and 21 as typed and saves each field when the user leaves it', async () => {
    // The server answers the record with what it keeps (here: what was sent).
    let kept = record();
    const calls = mockReturn({
      [GET]: () => ({ status: 200, body: kept }),
      'PATCH /api/ca/form568/9': (b) => {
        kept = { ...kept, ...(b as object) };
        return { status: 200, body: kept };
      },
    });
    renderAt();
    enter(await screen.findByRole('textbox', { name: /^2 Limited liability company fee/ }), '900');
    enter(screen.getByRole('textbox', { name: /^3 Annual limited liability company tax/ }), '$800');
    enter(screen.getByRole('textbox', { name: /^9 Elective tax payment/ }), '500');
    // L7 = 900 + 800 = 1,700; L12 = 500; L14 = 500 − 0 = 500 (payments less use tax);
    // L16 = 1,700 − 500 = 1,200; L21 = L15 (0) + L16 + L20 (0) = 1,200 (printed 2024 Form 568).
    expect(screen.getByTestId('f568-summary-line7_total_tax_fee')).toHaveTextContent('$1,700.00');
    expect(screen.getByTestId('f568-summary-line21_total_amount_due')).toHaveTextContent('$1,200.00');
    expect(screen.getByTestId('f568-line14_payments_balance')).toHaveTextContent('$500.00');
    await waitFor(() =>
      expect(bodyOf(calls, 'PATCH /api/ca/form568/9')).toEqual([
        { line2_llc_fee: '900.00' },
        { line3_annual_llc_tax: '800.00' },
        { line9_amt_paid_pte: '500.00' },
      ]),
    );
    // A field left unchanged is not sent again.
    fireEvent.blur(screen.getByRole('textbox', { name: /^2 Limited liability company fee/ }));
    enter(screen.getByRole('textbox', { name: 'LLC name' }), '  Acme LLC ');
    await waitFor(() => expect(bodyOf(calls, 'PATCH /api/ca/form568/9')).toHaveLength(4));
    expect(bodyOf(calls, 'PATCH /api/ca/form568/9')[3]).toEqual({ llc_name: 'Acme LLC' });
  });

  it('shows the server’s refusal under the field', async () => {
    mockReturn({
      [GET]: () => ({ status: 200, body: record() }),
      'PATCH /api/ca/form568/9': () => ({ status: 400, body: { error: 'Select a valid state/territory' } }),
    });
    renderAt();
    enter(await screen.findByRole('textbox', { name: 'State' }), 'zz');
    expect(await screen.findByText('Select a valid state/territory')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveValue('ZZ');
  });

  it('recalculates totals, and says when that failed', async () => {
    let fail = false;
    mockReturn({
      [GET]: () => ({ status: 200, body: record() }),
      'POST /api/ca/form568/9/recompute': () =>
        fail
          ? { status: 500 }
          : { status: 200, body: { ...record({ line2_llc_fee: '900.00' }), message: 'x' } },
    });
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Recalculate Totals' }));
    expect(await screen.findByText('Totals recalculated.')).toBeInTheDocument();
    // The fee the server filled in shows in the unchanged box.
    expect(screen.getByRole('textbox', { name: /^2 Limited liability company fee/ })).toHaveValue('900.00');
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Recalculate Totals' }));
    expect(await screen.findByText('Failed to recompute.')).toBeInTheDocument();
  });

  it('shows follow-up questions only after a yes and saves the answers', async () => {
    const calls = mockReturn({
      [GET]: () => ({ status: 200, body: record() }),
      'GET /api/ca/form568/9/questionnaire': () => ({ status: 200, body: { L: 'no', DD: 'installment' } }),
      'PUT /api/ca/form568/9/questionnaire': (b) => ({ status: 200, body: b }),
    });
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Yes/No Questions' }));
    const i1 = await screen.findByRole('radiogroup', { name: 'Question I(1)' });
    expect(
      screen.queryByRole('radiogroup', { name: /I\(1\), California real property/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(i1.querySelector('input[value="yes"]')!);
    expect(
      screen.getByRole('radiogroup', { name: 'Question I(1), California real property' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Installment sale' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save questions' }));
    expect(await screen.findByText('Questions saved.')).toBeInTheDocument();
    const sent = bodyOf(calls, 'PUT /api/ca/form568/9/questionnaire')[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ I1: 'yes', I1_RP: null, L: 'no', DD: 'installment', CC2: null, KK3: null });
  });

  it('checks that Schedule L balances and saves it', async () => {
    const calls = mockReturn({
      [GET]: () => ({ status: 200, body: record({ schedule_l: { cash_end: '100.00' } }) }),
      'PUT /api/ca/form568/9/sched_l': () => ({ status: 200, body: { message: 'Schedule L saved.' } }),
    });
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: /Schedule L/ }));
    expect(screen.getByTestId('sched-l-status-end')).toHaveTextContent('Off by $100.00');
    expect(screen.getByTestId('sched-l-status-beg')).toHaveTextContent('Balanced');
    fireEvent.change(screen.getByRole('textbox', { name: "Members' capital accounts, end of year" }), {
      target: { value: '100' },
    });
    // Assets 100.00 = liabilities 0 + capital 100.00.
    expect(screen.getByTestId('sched-l-status-end')).toHaveTextContent('Balanced');
    expect(screen.getByTestId('sched-l-total_liab_cap-end')).toHaveTextContent('$100.00');
    await userEvent.click(screen.getByRole('button', { name: 'Save Schedule L' }));
    expect(await screen.findByText('Schedule L saved.')).toBeInTheDocument();
    expect(bodyOf(calls, 'PUT /api/ca/form568/9/sched_l')[0]).toMatchObject({
      cash_end: '100.00',
      members_capital_end: '100.00',
      cash_beg: null,
    });
  });

  it('computes Schedule T rows and keeps each saved member with its id when one is removed', async () => {
    const member = (id: number, name: string, tin: string) => ({
      id,
      member_name: name,
      tin,
      distributive_share: '10000.00',
      tax_rate: '0.0725',
      withheld_by_llc: '100.00',
    });
    const calls = mockReturn({
      [GET]: () => ({
        status: 200,
        body: record({ schedule_t: [member(1, 'Ann', '***-**-1111'), member(2, 'Ben', '***-**-2222')] }),
      }),
      'PUT /api/ca/form568/9/sched_t': () => ({
        status: 200,
        body: { ...record(), message: 'Schedule T saved.' },
      }),
    });
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: /Schedule T/ }));
    // 10,000.00 × 0.0725 = 725.00 due; 725.00 − 100.00 withheld = 625.00 net.
    const table = screen.getByRole('table', { name: 'Schedule T members' });
    expect(table).toHaveTextContent('$725.00');
    expect(table).toHaveTextContent('$625.00');
    await userEvent.click(screen.getByRole('button', { name: 'Remove member 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Schedule T' }));
    expect(await screen.findByText('Schedule T saved.')).toBeInTheDocument();
    expect(bodyOf(calls, 'PUT /api/ca/form568/9/sched_t')[0]).toEqual([
      {
        id: 2,
        member_name: 'Ben',
        tin: '***-**-2222',
        distributive_share: '10000.00',
        tax_rate: '0.0725',
        withheld_by_llc: '100.00',
      },
    ]);
  });

  it('keeps the screen with every save disabled when the form cannot be created', async () => {
    mockReturn({
      [GET]: () => ({ status: 404, body: { error: 'Not found.' } }),
      'POST /api/ca/form568': () => ({ status: 500 }),
    });
    renderAt();
    expect(await screen.findByText('CA Form 568 not available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recalculate Totals' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Schedule M-2/ }));
    expect(screen.getByRole('button', { name: 'Save Schedule M-2' })).toBeDisabled();
  });
});
