import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { SaveStatus } from '../../../ui/useSaveStatus';
import { DependentForm, EMPTY_DEPENDENT, type DependentValues } from './DependentForm';

const status = { warn: vi.fn(), clear: vi.fn() } as unknown as SaveStatus;
const form = (initial: DependentValues, onSave = vi.fn()) =>
  renderWithProviders(
    <DependentForm
      initial={initial}
      editing={false}
      saving={false}
      status={status}
      onSave={onSave}
      onCancel={vi.fn()}
    />,
  );
const daughter: DependentValues = {
  ...EMPTY_DEPENDENT,
  first_name: 'Mia',
  last_name: 'Doe',
  ssn: '111223333',
  relationship: 'daughter',
  date_of_birth: '2016-05-10',
};

// Several selects opened one after another: slower than one click on a busy machine.
describe('dependent eligibility questions', { timeout: 20_000 }, () => {
  it('an ITIN renames the number field and warns that the child tax credit becomes $500', async () => {
    form({ ...daughter, qualifies_for_child_tax_credit: true });
    expect(await screen.findByRole('textbox', { name: 'SSN' })).toBeInTheDocument();
    expect(screen.queryByText(/Check this claim/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'Identifying number' }));
    await userEvent.click(await screen.findByRole('option', { name: /^ITIN/ }));
    expect(await screen.findByRole('textbox', { name: 'ITIN' })).toBeInTheDocument();
    expect(await screen.findByText(/needs an SSN valid for work; with this number/)).toBeInTheDocument();
  });

  it('“No number yet” hides the number', async () => {
    form(daughter);
    await userEvent.click(await screen.findByRole('textbox', { name: 'Identifying number' }));
    await userEvent.click(await screen.findByRole('option', { name: 'No number yet' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'SSN' })).not.toBeInTheDocument());
  });

  it('a child is asked months in the U.S. and own support; a parent the support and gross income tests', async () => {
    form(daughter);
    expect(await screen.findByRole('textbox', { name: /Months lived in the United States/ })).toHaveValue(
      '12',
    );
    expect(screen.getByRole('checkbox', { name: /own support/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /gross income/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /joint return/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: 'Relationship' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Parent' }));
    expect(await screen.findByRole('textbox', { name: /Their gross income in 2024/ })).toBeInTheDocument();
    expect(screen.getByText(/less than \$5,050 of gross income/)).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: /You provided more than half of their support/ }),
    ).toBeChecked();
    expect(
      screen.queryByRole('textbox', { name: /Months lived in the United States/ }),
    ).not.toBeInTheDocument();
  });

  it('saves a relative’s answers and the defaults of questions not asked', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    form(
      {
        ...daughter,
        first_name: 'Rosa',
        relationship: 'parent',
        date_of_birth: '1950-02-02',
        gross_income: '6,000.00',
        months_in_us: 3,
        provided_over_half_own_support: true,
      },
      onSave,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add dependent' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      relationship: 'parent',
      gross_income: '6000.00',
      filer_provided_over_half_support: true,
      // Not asked for a parent: back to the defaults.
      months_in_us: 12,
      provided_over_half_own_support: false,
      tin_type: 'ssn',
      citizenship: 'us_citizen',
    });
  });
});
