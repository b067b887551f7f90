import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CA_MSG } from '@taxprep/contracts';
import { authOk, mockApi, renderApp } from '../../test/render';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

const EMPTY = {
  data: {},
  ready: false,
  missing: ['will_amend'],
  renter_credit: { agi_limit: '49220.00', ca_agi: '40000.00', likely_eligible: false },
};
const ANSWERED = {
  will_amend: false,
  disq_eic_federal: false,
  disq_eic_california: false,
  is_registered_domestic_partner: false,
  resident_all_year: true,
  disaster_victim: false,
};

function answer(label: string, yes: boolean) {
  const group = screen.getByRole('radiogroup', { name: new RegExp(label.replace(/[?()]/g, '.')) });
  return userEvent.click(within(group).getByRole('radio', { name: yes ? 'Yes' : 'No' }));
}

describe('California required information', () => {
  it('refuses to save with unanswered required questions and names them', async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/5/ca/required-info': () => ({ status: 200, body: EMPTY }),
    });
    renderApp('/form1040/5/ca/required-info');
    await screen.findByText(/Needs answers/);
    await answer('Will you amend your federal return?', false);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        CA_MSG.requiredFields([
          'Were you disqualified from the federal earned income credit?',
          'Were you disqualified from the California EITC?',
          'Are you a registered domestic partner (RDP)?',
          'Were you a California resident for all of 2024?',
          'Were you a victim of a California disaster in 2024?',
          'Housing in 2024 (rented, owned or neither)',
        ]),
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'PUT /api/form1040/5/ca/required-info')).toBe(false);
  });

  it('asks the renter questions only for renters, hints at the credit and saves', async () => {
    let saved: object = { ...EMPTY, data: ANSWERED, missing: ['housing'] };
    const calls = mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/5/ca/required-info': () => ({ status: 200, body: saved }),
      'PUT /api/form1040/5/ca/required-info': (body) => {
        saved = { ...EMPTY, data: body, ready: true, missing: [] };
        return { status: 200, body: saved };
      },
    });
    renderApp('/form1040/5/ca/required-info');
    await screen.findByText(/Needs answers/);
    expect(screen.queryByRole('radiogroup', { name: /rent your California home/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'I rented' }));
    await answer('Did you rent your California home for at least half of 2024?', true);
    await answer('Was the property you rented exempt from California property tax?', false);
    await answer("Did you (or your spouse/RDP) claim a homeowner's exemption in 2024?", false);
    // CA AGI $40,000.00 is at or below the $49,220.00 limit for a single filer.
    expect(screen.getByTestId('renter-credit-hint')).toHaveTextContent(
      "likely eligible for the nonrefundable renter's credit (CA AGI $40,000.00 is at or below $49,220.00)",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('required-info-readiness')).toHaveTextContent('Ready'));
    // The success text stays after the answers are read again.
    expect(screen.getByText(CA_MSG.requiredInfoSaved)).toBeInTheDocument();
    const put = calls.find((c) => c.key === 'PUT /api/form1040/5/ca/required-info')!;
    expect(put.body).toMatchObject({
      ...ANSWERED,
      housing: 'rent',
      renter_paid_half_2024: true,
      renter_property_tax_exempt_2024: false,
      homeowner_exemption_2024: false,
    });
  });

  it("shows the load failure in the spec's words", async () => {
    mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/5/ca/required-info': () => ({ status: 500, body: {} }),
    });
    renderApp('/form1040/5/ca/required-info');
    expect(await screen.findByText(CA_MSG.requiredInfoLoad, {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
