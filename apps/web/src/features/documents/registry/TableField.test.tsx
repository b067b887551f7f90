import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BOX12_MSG, F1095A_MSG, form1095A, w2 } from '@taxprep/contracts';
import { renderWithProviders } from '../../../test/render';
import type { SaveStatus } from '../../../ui/useSaveStatus';
import { DocumentForm, toFormValues } from './DocumentForm';

const status = { warn: vi.fn(), clear: vi.fn(), succeed: vi.fn(), fail: vi.fn() } as unknown as SaveStatus;

function form(def: typeof w2, onSave = vi.fn(), initial = toFormValues(def, null)) {
  renderWithProviders(
    <DocumentForm
      def={def}
      initial={initial}
      editing={false}
      saving={false}
      status={status}
      submitLabel="Save"
      onSave={onSave}
      onCancel={vi.fn()}
    />,
  );
  return onSave;
}

async function choose(name: string, option: RegExp) {
  await userEvent.click(screen.getByRole('textbox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the table field kind', () => {
  it('W-2 box 12: rows 12a–12d, the 457(b) question only with code G, only used rows sent', async () => {
    const onSave = form(w2);
    const table = screen.getByRole('table', { name: 'Box 12 codes and amounts' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['12a', '12b', '12c', '12d']);
    expect(screen.queryByRole('checkbox', { name: /457\(b\)/ })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Employer name' }), 'Acme');
    await choose('12a Code', /^G — /);
    expect(
      screen.getByRole('checkbox', { name: /457\(b\) plan of a non-governmental employer/ }),
    ).toBeInTheDocument();
    // 12b: an amount without its code.
    await userEvent.type(screen.getByRole('textbox', { name: '12b Amount' }), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BOX12_MSG.amountMissing)).toBeInTheDocument();
    expect(screen.getByText(BOX12_MSG.codeMissing)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: '12a Amount' }), '2500');
    await userEvent.clear(screen.getByRole('textbox', { name: '12b Amount' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /457\(b\)/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      box12: [{ code: 'G', amount: '2500.00' }],
      nongovernmental_457b: true,
    });
  }, 60_000);

  it('1095-A: twelve month rows, a saved record shown back, annual totals hide the months', async () => {
    const saved = {
      id: 1,
      version: 0,
      issuer_name: 'Blue',
      amounts_by: 'monthly',
      monthly: [{ enrollment_premium: '500.00', slcsp_premium: '600.00', advance_ptc: '400.00' }],
    };
    const onSave = form(form1095A, vi.fn(), toFormValues(form1095A, saved));
    const table = screen.getByRole('table', { name: 'Part III, lines 21–32' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(12);
    expect(screen.getByRole('textbox', { name: 'January A. Monthly enrollment premium' })).toHaveValue(
      '500.00',
    );
    expect(screen.getByRole('textbox', { name: 'February A. Monthly enrollment premium' })).toHaveValue('');
    // Column C in March without column A.
    await userEvent.type(
      screen.getByRole('textbox', { name: 'March C. Monthly advance payment of premium tax credit' }),
      '100',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(F1095A_MSG.advanceWithoutPremium)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await choose('How do you want to enter the amounts?', /Annual totals/);
    expect(screen.queryByRole('table', { name: 'Part III, lines 21–32' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Line 33A Annual enrollment premium' })).toBeInTheDocument();
  }, 60_000);

  it('1095-A: a shared policy asks line 30 (Form 8962 Part IV) only once marked shared, checks it, and sends it', async () => {
    const onSave = vi.fn();
    const saved = {
      id: 1,
      version: 0,
      issuer_name: 'Blue',
      policy_number: 'POL-1',
      amounts_by: 'monthly',
      monthly: [{ enrollment_premium: '1000.00', slcsp_premium: '900.00', advance_ptc: '700.00' }],
    };
    form(form1095A, onSave, toFormValues(form1095A, saved));
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
    await choose('Line 30(c) Allocation start month', /^January$/);
    await choose('Line 30(d) Allocation stop month', /^June$/);
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
