import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render';
import { FileTotalsSlot } from './FileTotalsSlot';
import { Sidebar } from './Sidebar';
import { addAmounts, totalsFrom, withCalifornia } from '../../shared/fileTotals';
import { form568Badge, scheduleCaBadge, scheduleCaMarks } from '../../shared/californiaStatus';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8000 });

const FED_SUMMARY = { refund: '1000.00', amount_owed: '0.00', refundOrOwed: '1000.00' };
const CA_SUMMARY = {
  filed: true,
  efileStatus: 'Accepted',
  ca_agi: '50000.00',
  taxable_income: '44460.00',
  total_tax: '1000.00',
  total_payments: '1250.50',
  refund: '250.50',
  refundAmount: '250.50',
  amount_owed: '0.00',
  amountOwed: '0.00',
  refundOrOwed: '250.50',
  preflight_ok: true,
};
const TOTALS = {
  part_i: { b: '100.00', c: '0.00' },
  section_c: { b: '0.00', c: '0.00' },
  part_ii: { b: '0.00', c: '0.00' },
};

/** The sidebar and the top bar's totals of open file 5, as the app shell shows them. */
function renderShell() {
  sessionStorage.setItem('form1040_id', '5');
  const ui: ReactNode = (
    <>
      <FileTotalsSlot />
      <div data-testid="nav">
        <Sidebar role="user" />
      </div>
    </>
  );
  return renderWithProviders(<>{ui}</>, '/form1040/5/income');
}

describe('California in the shell', () => {
  it('badges each California entry and adds the 540 refund to the top bar', async () => {
    mockApi({
      'GET /api/form1040/5/summary': () => ({ status: 200, body: FED_SUMMARY }),
      // The California records are of the return's year, read first.
      'GET /api/form1040/5': () => ({ status: 200, body: { id: 5, tax_year: 2024 } }),
      'GET /api/form1040/5/ca/540/summary': () => ({ status: 200, body: CA_SUMMARY }),
      'GET /api/form1040/5/ca/required-info': () => ({ status: 200, body: { ready: false } }),
      'GET /api/ca/schedule_ca/by-form/5/2024': () => ({
        status: 200,
        body: { exists: true, id: 2, hasEdits: true, ready: false, totals: TOTALS },
      }),
      'GET /api/form1040/5/ca/form568': () => ({
        status: 200,
        body: { id: 4, line21_total_amount_due: '800.00', line19_refund: '0.00', line17_overpayment: '0.00' },
      }),
    });
    renderShell();
    // Federal refund $1,000.00 + California 540 refund $250.50 = $1,250.50.
    await waitFor(() => expect(screen.getByTestId('total-refund')).toHaveTextContent('$1,250.50'));
    expect(screen.getByTestId('total-owed')).toHaveTextContent('$0.00');
    const nav = screen.getByTestId('nav');
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /FTB Required Info/ })).toHaveTextContent('Needs'),
    );
    expect(within(nav).getByRole('link', { name: /CA-540 Resident/ })).toHaveTextContent('Accepted');
    expect(within(nav).getByRole('link', { name: /Schedule CA \(540\)/ })).toHaveTextContent('Edited');
    expect(within(nav).getByRole('link', { name: /Subtractions entered/ })).toHaveAttribute(
      'href',
      '/form1040/5/ca/schedule_ca#subtractions',
    );
    expect(within(nav).getByRole('link', { name: /No additions/ })).toHaveAttribute(
      'href',
      '/form1040/5/ca/schedule_ca#additions',
    );
    expect(within(nav).getByRole('link', { name: /CA Form 568 LLC/ })).toHaveTextContent('Due $800.00');
  });

  it('reads a 404 on the California summaries as not started', async () => {
    mockApi({
      'GET /api/form1040/5/summary': () => ({ status: 200, body: FED_SUMMARY }),
      // The California records are of the return's year, read first.
      'GET /api/form1040/5': () => ({ status: 200, body: { id: 5, tax_year: 2024 } }),
    });
    renderShell();
    await waitFor(() => expect(screen.getByTestId('total-refund')).toHaveTextContent('$1,000.00'));
    const nav = screen.getByTestId('nav');
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /Schedule CA \(540\)/ })).toHaveTextContent('0'),
    );
    expect(within(nav).getByRole('link', { name: /CA Form 568 LLC/ })).toHaveTextContent('0');
    expect(within(nav).getByRole('link', { name: /CA-540 Resident/ })).toHaveTextContent('No e-file status');
  });
});

describe('California badge rules', () => {
  it('maps Schedule CA and Form 568 states', () => {
    expect(scheduleCaBadge(null)?.text).toBe('0');
    expect(scheduleCaBadge({ exists: true, id: 1, hasEdits: false, ready: true, totals: TOTALS })?.text).toBe(
      'Ready',
    );
    expect(
      scheduleCaBadge({ exists: true, id: 1, hasEdits: false, ready: false, totals: TOTALS })?.text,
    ).toBe('Draft');
    expect(scheduleCaMarks({ exists: true, id: 1, hasEdits: false, ready: false, totals: TOTALS })).toEqual({
      subtractions: true,
      additions: false,
    });
    const usd = (v: string) => `$${v}`;
    expect(form568Badge(null, usd)?.text).toBe('0');
    expect(form568Badge({ id: 1, line21_total_amount_due: '0.00', line19_refund: '75.00' }, usd)?.text).toBe(
      'Refund $75.00',
    );
    expect(form568Badge({ id: 1, line21_total_amount_due: '0.00', line19_refund: '0.00' }, usd)?.text).toBe(
      'Draft',
    );
    // The empty record the screen creates on first open (issue 22): not started, whatever it reads.
    expect(form568Badge({ id: 1, in_use: false, line21_total_amount_due: '800.00' }, usd)).toEqual({
      text: '0',
      tone: 'gray',
      title: 'Not started',
    });
  });

  it('adds federal and California totals exactly', () => {
    // 0.10 + 0.20 = 0.30 exactly (not 0.30000000000000004); 100.00 - 0.01 = 99.99.
    expect(addAmounts('0.10', '0.20')).toBe('0.30');
    expect(addAmounts('100.00', '-0.01')).toBe('99.99');
    // Federal owes $300.00; California owes $120.25 (from refundOrOwed -120.25) → $420.25 owed.
    const fed = totalsFrom({ refund: '0.00', amount_owed: '300.00' });
    expect(
      withCalifornia(fed, { refund: '0.00', amount_owed: '0.00', refundOrOwed: '-120.25' }),
    ).toMatchObject({
      refund: '0.00',
      owed: '420.25',
    });
    expect(withCalifornia(fed, null)).toEqual(fed);
  });
});
