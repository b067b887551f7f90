import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { OverrideModal } from './OverrideModal';

/** The override dialog opened from a step's form, as on the Taxes step (the modal renders in a portal). */
function InStepForm({ onStepSubmit, onSaved }: { onStepSubmit: () => void; onSaved: (v: number) => void }) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onStepSubmit();
      }}
    >
      <OverrideModal formId="7" lineKey="f1040.l17" version={4} onClose={vi.fn()} onSaved={onSaved} />
    </form>
  );
}

describe('override dialog inside a step form', () => {
  it('asks for the reason and never submits the step form', async () => {
    const calls = mockApi({
      'PUT /api/form1040/7/overrides': () => ({
        status: 200,
        body: { message: 'Override saved.', version: 5 },
      }),
    });
    const onStepSubmit = vi.fn();
    const onSaved = vi.fn();
    renderWithProviders(<InStepForm onStepSubmit={onStepSubmit} onSaved={onSaved} />);
    const amount = await screen.findByRole('textbox', { name: 'Amount to use' });
    expect(screen.getByText(/Required: say why the computed figure is replaced/)).toBeInTheDocument();
    await userEvent.type(amount, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save override' }));
    expect(await screen.findByText('A reason is required for an override')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'PUT /api/form1040/7/overrides')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Schedule H taxes');
    await userEvent.click(screen.getByRole('button', { name: 'Save override' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(5));
    expect(calls.find((c) => c.key === 'PUT /api/form1040/7/overrides')?.body).toEqual({
      key: 'f1040.l17',
      value: '150.00',
      reason: 'Schedule H taxes',
      version: 4,
    });
    expect(onStepSubmit).not.toHaveBeenCalled();
  });
});
