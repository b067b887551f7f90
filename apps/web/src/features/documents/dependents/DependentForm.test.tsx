import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { SaveStatus } from '../../../ui/useSaveStatus';
import { DependentForm, EMPTY_DEPENDENT } from './DependentForm';

const status = { warn: vi.fn(), clear: vi.fn() } as unknown as SaveStatus;

describe('dependent form', () => {
  it('shows a warning when the child tax credit is claimed for a 17-year-old', async () => {
    renderWithProviders(
      <DependentForm
        initial={{ ...EMPTY_DEPENDENT, date_of_birth: '2007-03-01' }}
        editing={false}
        saving={false}
        status={status}
        onSave={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    await screen.findByLabelText('Date of birth');
    expect(screen.queryByText(/Check this claim/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /child tax credit/i }));
    expect(await screen.findByText(/is 17 at the end of 2024/)).toBeInTheDocument();
  });

  it('offers the relationship as a fixed list with readable labels, and requires it', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <DependentForm
        initial={{ ...EMPTY_DEPENDENT, first_name: 'Kim', last_name: 'Doe', ssn: '987654321' }}
        editing={false}
        saving={false}
        status={status}
        onSave={onSave}
        onCancel={vi.fn()}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: /add dependent|save/i }));
    expect(await screen.findByText('Relationship is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('textbox', { name: /relationship/i }));
    expect(await screen.findByRole('option', { name: 'Half brother' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Grandparent' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(19);
    await userEvent.click(screen.getByRole('option', { name: 'Grandchild' }));
    await userEvent.click(screen.getByRole('button', { name: /add dependent|save/i }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ relationship: 'grandchild' }));
  });

  it('shows the claim the facts give and sends no flags until the filer ticks a box', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <DependentForm
        initial={{
          ...EMPTY_DEPENDENT,
          first_name: 'Kim',
          last_name: 'Doe',
          ssn: '987654321',
          relationship: 'daughter',
          date_of_birth: '2015-06-01',
        }}
        editing={false}
        saving={false}
        status={status}
        onSave={onSave}
        onCancel={vi.fn()}
      />,
    );
    expect(await screen.findByTestId('claim-derivation')).toHaveTextContent(
      'Qualifies for the child tax credit: under 17 at the end of 2024, lived with you 12 months.',
    );
    expect(screen.getByRole('checkbox', { name: /child tax credit/i })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: /add dependent/i }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const sent = onSave.mock.calls[0]![0] as Record<string, unknown>;
    expect(sent.qualifies_for_child_tax_credit).toBeUndefined();
    expect(sent.qualifies_for_other_credit).toBeUndefined();
  });
});
