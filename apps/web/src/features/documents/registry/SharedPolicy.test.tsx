import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { F1095A_MSG, form1095A } from '@taxprep/contracts';
import { renderWithProviders } from '../../../test/render';
import type { SaveStatus } from '../../../ui/useSaveStatus';
import { DocumentForm, toFormValues } from './DocumentForm';

const status = { warn: vi.fn(), clear: vi.fn(), succeed: vi.fn(), fail: vi.fn() } as unknown as SaveStatus;

describe('1095-A screen: a shared policy (Form 8962 Part IV)', () => {
  it('asks line 30 only once the policy is marked shared, checks it, and sends it', async () => {
    const onSave = vi.fn();
    const saved = {
      id: 1,
      version: 0,
      issuer_name: 'Blue',
      policy_number: 'POL-1',
      amounts_by: 'monthly',
      monthly: [{ enrollment_premium: '1000.00', slcsp_premium: '900.00', advance_ptc: '700.00' }],
    };
    renderWithProviders(
      <DocumentForm
        def={form1095A}
        initial={toFormValues(form1095A, saved)}
        editing
        saving={false}
        status={status}
        submitLabel="Save"
        onSave={onSave}
        onCancel={vi.fn()}
      />,
    );
    expect(
      screen.queryByRole('textbox', { name: 'Line 30(b) SSN of the other taxpayer' }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'This policy also covered someone who files a separate return' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(F1095A_MSG.otherSsn)).toBeInTheDocument();
    expect(screen.getAllByText(F1095A_MSG.percentNeeded)).toHaveLength(3);
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Line 30(b) SSN of the other taxpayer' }),
      '400551234',
    );
    for (const [name, month] of [
      ['Line 30(c) Allocation start month', 'January'],
      ['Line 30(d) Allocation stop month', 'June'],
    ] as const) {
      await userEvent.click(screen.getByRole('textbox', { name }));
      await userEvent.click(await screen.findByRole('option', { name: month }));
    }
    for (const name of [
      'Line 30(e) Your premium percentage',
      'Line 30(f) Your SLCSP percentage',
      'Line 30(g) Your advance PTC percentage',
    ])
      await userEvent.type(screen.getByRole('textbox', { name }), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      shared_policy: true,
      allocation_other_ssn: '400551234',
      allocation_start_month: '1',
      allocation_stop_month: '6',
      allocation_premium_pct: '50.00',
      allocation_slcsp_pct: '50.00',
      allocation_aptc_pct: '50.00',
    });
  }, 60_000);
});
