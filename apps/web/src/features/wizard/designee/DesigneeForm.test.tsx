import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DESIGNEE_MSG } from '@taxprep/contracts';
import { renderWithProviders } from '../../../test/render';
import { DesigneeForm } from './DesigneeForm';

const initial = {
  third_party_designee: true,
  designee_name: 'Pat Preparer',
  designee_phone: '5551234567',
  designee_pin: '12345',
};

describe('third-party designee', () => {
  it('shows the phone formatted and clears and locks the fields when unticked', async () => {
    const onSave = vi.fn(async (_v: unknown) => 'Third-party designee saved.');
    renderWithProviders(<DesigneeForm initial={initial} saving={false} onSave={onSave} />);
    const phone = await screen.findByRole('textbox', { name: 'Designee phone' });
    expect(phone).toHaveValue('(555) 123-4567');
    await userEvent.click(screen.getByRole('checkbox', { name: /discuss this return/i }));
    for (const name of ['Designee name', 'Designee phone', 'Designee PIN']) {
      const box = screen.getByRole('textbox', { name });
      expect(box).toHaveValue('');
      expect(box).toBeDisabled();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      third_party_designee: false,
      designee_name: null,
      designee_phone: null,
      designee_pin: null,
    });
  });

  it('validates the enabled fields', async () => {
    const onSave = vi.fn(async (_v: unknown) => 'ok');
    renderWithProviders(
      <DesigneeForm
        initial={{ ...initial, designee_name: '', designee_phone: '555', designee_pin: '1' }}
        saving={false}
        onSave={onSave}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByText(DESIGNEE_MSG.name)).toBeInTheDocument();
    expect(screen.getByText(DESIGNEE_MSG.phone)).toBeInTheDocument();
    expect(screen.getByText(DESIGNEE_MSG.pin)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
