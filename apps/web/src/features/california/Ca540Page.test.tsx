import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CA_MSG } from '@taxprep/contracts';
import { authOk, mockApi, renderApp } from '../../test/render';

const RECORD = {
  id: 3,
  form1040_id: 5,
  tax_year: 2024,
  filing_status: 'S',
  first_name: 'Ana',
  last_name: 'Reyes',
  ssn_itin: '***-**-6789',
  physical_addr_same_as_mailing: true,
  street: '1 Main St',
  city: 'Fresno',
  state: 'CA',
  zip_code: '93701',
  federal_agi: '50000.00',
  ca_agi: '50000.00',
  taxable_income: '44460.00',
  line64_total_tax: '1000.00',
  line78_total_payments: '1500.00',
  refund_or_no_amount_due: '500.00',
  total_amount_due: '0.00',
};
const EXEMPTIONS = {
  personal_exemptions_n: 1,
  personal_exemptions_amt: '149.00',
  blind_exemptions_n: 0,
  blind_exemptions_amt: '0.00',
  senior_exemptions_n: 0,
  senior_exemptions_amt: '0.00',
  dependents_total_n: 0,
  dependents_total_amt: '0.00',
  exemptions_total_amt: '149.00',
  rates: { personal: '149.00', blind: '149.00', senior: '149.00', dependent: '461.00' },
};
const SUB = {
  id: 11,
  form1040_id: 5,
  status: 'Accepted',
  submitted_at: '2025-03-01T10:00:00.000Z',
  ack_id: 'CA-ACK-123',
  message: null,
  errors: [],
};

function base(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /api/auth/check': authOk(),
    'GET /api/form1040/5/ca/540': () => ({ status: 200, body: { data: RECORD } }),
    'GET /api/form1040/5/ca/540/exemptions': () => ({ status: 200, body: EXEMPTIONS }),
    'GET /api/form1040/5/ca/540/dependents': () => ({ status: 200, body: { data: [] } }),
    'GET /api/form1040/5/ca/540/contributions': () => ({ status: 200, body: { data: [], total: '0.00' } }),
    'POST /api/form1040/5/ca/540': (body) => ({
      status: 200,
      body: { data: { ...RECORD, ...(body as object) } },
    }),
    ...extra,
  });
}

// The whole app renders a long form: give each test room on a slow machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

describe('California Form 540 screen', () => {
  it('asks for a prefill when there is no record and says so', async () => {
    let created = false;
    const calls = base({
      'GET /api/form1040/5/ca/540': () => ({ status: 200, body: { data: created ? RECORD : null } }),
      'POST /api/form1040/5/ca/540/prefill': () => {
        created = true;
        return { status: 200, body: { data: RECORD } };
      },
    });
    renderApp('/form1040/5/ca/540');
    await waitFor(() => expect(screen.getByLabelText('Street address')).toHaveValue('1 Main St'), {
      timeout: 5000,
    });
    expect(screen.getByText(CA_MSG.noRecord)).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /api/form1040/5/ca/540/prefill')).toHaveLength(1);
  });

  it('shows the summary figures and auto-saves a key line 500 ms after typing', async () => {
    const calls = base();
    renderApp('/form1040/5/ca/540');
    expect(await screen.findByTestId('ca540-ca_agi')).toHaveTextContent('$50,000.00');
    expect(screen.getByTestId('ca540-refund_or_no_amount_due')).toHaveTextContent('$500.00');
    const agi = screen.getByLabelText('13 Federal AGI');
    fireEvent.change(agi, { target: { value: '51000' } });
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/form1040/5/ca/540')).toBe(true), {
      timeout: 2000,
    });
    const posts = calls.filter((c) => c.key === 'POST /api/form1040/5/ca/540');
    // One save after the pause, not one per keystroke, with the year and status the spec asks for.
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ tax_year: 2024, filing_status: 'S', federal_agi: '51000' });
  });

  it("says 'Auto-save failed.' when the auto-save is refused", async () => {
    base({ 'POST /api/form1040/5/ca/540': () => ({ status: 500, body: {} }) });
    renderApp('/form1040/5/ca/540');
    await userEvent.type(await screen.findByLabelText('72 Estimated tax and other payments'), '10');
    expect(await screen.findByText(CA_MSG.autoSave, {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('shows the physical address only when it differs and copies the mailing address', async () => {
    const calls = base();
    renderApp('/form1040/5/ca/540');
    const same = await screen.findByLabelText('Principal/physical address is the same as mailing');
    expect(screen.queryByLabelText('Physical street address')).not.toBeInTheDocument();
    await userEvent.click(same);
    expect(await screen.findByLabelText('Physical street address')).toHaveValue('');
    await userEvent.click(same);
    expect(screen.queryByLabelText('Physical street address')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CA_MSG.ca540Saved)).toBeInTheDocument();
    const save = calls.filter((c) => c.key === 'POST /api/form1040/5/ca/540').at(-1)!;
    expect(save.body).toMatchObject({
      physical_addr_same_as_mailing: true,
      phys_street: '1 Main St',
      phys_city: 'Fresno',
      phys_zip_code: '93701',
    });
  });

  it('lists the missing items when the readiness check fails, with shortcuts', async () => {
    base({
      'GET /api/form1040/5/ca/540/preflight': () => ({
        status: 200,
        body: {
          ok: false,
          missing: [{ code: 'FTB_INFO', label: 'FTB Required Info', reason: 'Answer it.' }],
        },
      }),
    });
    renderApp('/form1040/5/ca/540');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit to California' }));
    expect(await screen.findByText(CA_MSG.completeFirst)).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Complete these before submitting' });
    expect(within(dialog).getByText('FTB Required Info')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open FTB Required Info' })).toHaveAttribute(
      'href',
      '/form1040/5/ca/required-info',
    );
    expect(within(dialog).getByRole('link', { name: 'Go to Adjustments' })).toHaveAttribute(
      'href',
      '/form1040/5/ca/schedule_ca',
    );
  });

  it('falls back to the recommended checklist when the check itself fails', async () => {
    base({ 'GET /api/form1040/5/ca/540/preflight': () => ({ status: 503, body: { error: 'offline' } }) });
    renderApp('/form1040/5/ca/540');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit to California' }));
    expect(await screen.findByText(CA_MSG.readinessFallback('offline'))).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Complete these before submitting' });
    expect(within(dialog).getByText('Schedule CA (540)')).toBeInTheDocument();
  });

  it('a ready return goes to the California Review to be signed and submitted (nothing is sent unsigned)', async () => {
    const calls = base({
      'GET /api/form1040/5/ca/540/preflight': () => ({ status: 200, body: { ok: true, missing: [] } }),
    });
    const { router } = renderApp('/form1040/5/ca/540');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit to California' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form1040/5/ca/review'));
    expect(calls.map((c) => c.key)).not.toContain('POST /api/state/submit/11');
  });

  it('lets an administrator reopen an accepted return after confirming', async () => {
    let reopened = false;
    const accepted = (role: string) =>
      base({
        'GET /api/auth/check': authOk({ id: 9, username: 'root', role }),
        'GET /api/form1040/5/ca/540/summary': () => ({
          status: 200,
          body: { filed: !reopened, efileStatus: reopened ? 'Pending' : 'Accepted' },
        }),
        'POST /api/state/ensure/ca540/5': () => ({
          status: 200,
          body: reopened ? { ...SUB, status: 'Pending', ack_id: null } : SUB,
        }),
        'POST /api/form1040/5/ca/reopen': () => {
          reopened = true;
          return { status: 200, body: { message: CA_MSG.reopened, status: 'Pending' } };
        },
      });
    const calls = accepted('admin');
    renderApp('/form1040/5/ca/540');
    expect(await screen.findByRole('button', { name: 'Submitted' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen California return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen California return' });
    expect(within(dialog).getByText(CA_MSG.confirmReopen)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText(CA_MSG.reopened)).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain('POST /api/form1040/5/ca/reopen');
    expect(await screen.findByRole('button', { name: 'Submit to California' })).toBeEnabled();
  });

  it('shows no reopen button to a filer', async () => {
    base({
      'GET /api/form1040/5/ca/540/summary': () => ({
        status: 200,
        body: { filed: true, efileStatus: 'Accepted' },
      }),
      'POST /api/state/ensure/ca540/5': () => ({ status: 200, body: SUB }),
    });
    renderApp('/form1040/5/ca/540');
    expect(await screen.findByRole('button', { name: 'Submitted' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Reopen California return' })).toBeNull();
  });

  it('asks before overwriting from the 1040', async () => {
    const calls = base({
      'POST /api/form1040/5/ca/540/resync': () => ({
        status: 200,
        body: { data: RECORD, message: CA_MSG.overwrote },
      }),
    });
    renderApp('/form1040/5/ca/540');
    await userEvent.click(await screen.findByRole('button', { name: 'Overwrite from 1040' }));
    const dialog = await screen.findByRole('dialog', { name: 'Overwrite from 1040' });
    expect(within(dialog).getByText(CA_MSG.confirmOverwrite)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    expect(await screen.findByText(CA_MSG.overwrote)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/form1040/5/ca/540/resync')).toBe(true);
  });

  it('clamps exemption counts to 1 for a single filer and sends them', async () => {
    const calls = base({
      'PUT /api/form1040/5/ca/540/exemptions': () => ({ status: 200, body: EXEMPTIONS }),
    });
    renderApp('/form1040/5/ca/540');
    // The counts appear once the exemptions answer is in.
    await screen.findByText('11 Exemption amount: $149.00', {}, { timeout: 15_000 });
    const blind = screen.getByLabelText('8 Blind exemptions');
    await userEvent.clear(blind);
    await userEvent.type(blind, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save exemptions' }));
    expect(await screen.findByText(CA_MSG.exemptionsSaved)).toBeInTheDocument();
    const put = calls.find((c) => c.key === 'PUT /api/form1040/5/ca/540/exemptions')!;
    expect(put.body).toEqual({ personal_exemptions_n: 1, blind_exemptions_n: 1, senior_exemptions_n: 0 });
  });

  it('adds a contribution with code 400 by default', async () => {
    const calls = base({
      'POST /api/form1040/5/ca/540/contributions': () => ({
        status: 200,
        body: { data: [], total: '25.00' },
      }),
    });
    renderApp('/form1040/5/ca/540');
    expect(await screen.findByLabelText('Contribution code')).toHaveValue('400');
    await userEvent.type(screen.getByLabelText('Contribution amount'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Add contribution' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/form1040/5/ca/540/contributions')?.body).toEqual({
        code: 400,
        amount: '25.00',
      }),
    );
  });
});
