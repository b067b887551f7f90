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
});
