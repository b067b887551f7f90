import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { FilingStatusForm, type FilingStatusData } from './FilingStatusPage';

const separate: FilingStatusData = {
  filing_status: 'married filing separately',
  spouse_first_name: 'Sam',
  spouse_last_name: 'Doe',
  spouse_ssn: '987654321',
  mfs_separated_spouse_rule: true,
  mfs_lived_apart_all_year: false,
  version: 3,
};
const SEPARATED = /did not live with your spouse during the last 6 months/;

describe('married filing separately: living apart', { timeout: 20_000 }, () => {
  it('is asked only for married filing separately, with why', async () => {
    mockApi({});
    renderWithProviders(<FilingStatusForm id="7" data={separate} refetch={vi.fn()} />);
    expect(await screen.findByRole('checkbox', { name: SEPARATED })).toBeChecked();
    expect(
      screen.getByText(/you can take the earned income credit only if a qualifying child/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: /lived apart from your spouse for all of 2024/ }),
    ).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Married filing jointly' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: SEPARATED })).not.toBeInTheDocument());
  });

  it('sends the answers, and false once another status is chosen', async () => {
    const calls = mockApi({
      'PUT /api/form1040/7/filing-status': () => ({
        status: 200,
        body: { message: 'Filing status saved. Next: identity.', version: 4 },
      }),
    });
    renderWithProviders(<FilingStatusForm id="7" data={separate} refetch={vi.fn()} />);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: /lived apart from your spouse for all/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    await screen.findByText('Filing status saved. Next: identity.');
    expect(calls.find((c) => c.key === 'PUT /api/form1040/7/filing-status')?.body).toMatchObject({
      filing_status: 'married filing separately',
      mfs_separated_spouse_rule: true,
      mfs_lived_apart_all_year: true,
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Single' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'PUT /api/form1040/7/filing-status')).toHaveLength(2),
    );
    expect(calls.filter((c) => c.key === 'PUT /api/form1040/7/filing-status')[1]?.body).toMatchObject({
      filing_status: 'single',
      mfs_separated_spouse_rule: false,
      mfs_lived_apart_all_year: false,
    });
  });
});
