import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { AboutYouForm } from './AboutYouPage';
import type { AboutYouData } from './values';

const data = (over: Partial<AboutYouData> = {}): AboutYouData => ({
  filing_status: 'single',
  joint: false,
  taxpayer_tin_type: 'ssn',
  taxpayer_full_time_student: false,
  taxpayer_qualifying_child_of_another: false,
  taxpayer_retired_on_permanent_disability: false,
  taxpayer_taxable_disability_income: null,
  spouse_tin_type: 'ssn',
  spouse_full_time_student: false,
  spouse_qualifying_child_of_another: false,
  spouse_retired_on_permanent_disability: false,
  spouse_taxable_disability_income: null,
  eic_barred: false,
  child_credits_barred: false,
  version: 2,
  ...over,
});

describe('About you', { timeout: 20_000 }, () => {
  it('asks the spouse only on a joint return, and says why the number is asked', async () => {
    mockApi({});
    const { unmount } = renderWithProviders(<AboutYouForm id="7" data={data()} refetch={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: 'Your identifying number' })).toHaveValue(
      'Social Security number valid for work',
    );
    expect(screen.getByText(/The earned income credit needs an SSN valid for work/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Spouse' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <AboutYouForm
        id="7"
        data={data({ filing_status: 'married filing jointly', joint: true })}
        refetch={vi.fn()}
      />,
    );
    expect(await screen.findByRole('group', { name: 'Spouse' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Spouse’s identifying number' })).toBeInTheDocument();
  });

  it('asks the taxable disability income only after “retired on disability”, and saves it', async () => {
    const calls = mockApi({
      'PUT /api/form1040/7/about-you': () => ({
        status: 200,
        body: { message: 'About you saved. Next: dependents.', version: 3 },
      }),
    });
    renderWithProviders(<AboutYouForm id="7" data={data()} refetch={vi.fn()} />);
    const retired = await screen.findByRole('checkbox', {
      name: /You retired on permanent and total disability/,
    });
    expect(screen.queryByRole('textbox', { name: 'Your taxable disability income' })).not.toBeInTheDocument();
    await userEvent.click(retired);
    const income = await screen.findByRole('textbox', { name: 'Your taxable disability income' });
    await userEvent.type(income, '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByText('Taxable disability income must be 0 or more')).toBeInTheDocument();
    await userEvent.clear(income);
    await userEvent.type(income, '4200');
    await userEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByText('About you saved. Next: dependents.')).toBeInTheDocument();
    const put = calls.find((c) => c.key === 'PUT /api/form1040/7/about-you');
    expect(put?.body).toMatchObject({
      taxpayer_tin_type: 'ssn',
      taxpayer_retired_on_permanent_disability: true,
      taxpayer_taxable_disability_income: '4200.00',
      version: 2,
    });
    // Unticking drops the amount and its question.
    await userEvent.click(retired);
    await waitFor(() =>
      expect(
        screen.queryByRole('textbox', { name: 'Your taxable disability income' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('asks about an IRS ban on the credits, unticked by default, and sends the answer', async () => {
    const calls = mockApi({
      'PUT /api/form1040/7/about-you': () => ({
        status: 200,
        body: { message: 'About you saved. Next: dependents.', version: 3 },
      }),
    });
    renderWithProviders(<AboutYouForm id="7" data={data()} refetch={vi.fn()} />);
    const eic = await screen.findByRole('checkbox', {
      name: /The IRS barred you from the earned income credit for 2024/,
    });
    expect(eic).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /barred you from the child tax credit/ })).not.toBeChecked();
    await userEvent.click(eic);
    await userEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByText('About you saved. Next: dependents.')).toBeInTheDocument();
    const put = calls.find((c) => c.key === 'PUT /api/form1040/7/about-you');
    expect(put?.body).toMatchObject({ eic_barred: true, child_credits_barred: false });
  });
});
