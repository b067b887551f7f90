import type { Result } from '@taxprep/tax-engine';
import { maskSsn } from '../../lib/crypto';
import type { LoadedReturn } from './access';
import type { ReturnData } from './sections';

const SPOUSELESS = new Set(['single', 'head of household', 'qualifying widow(er)']);

/** refundOrOwed: positive is a refund, negative an amount owed. */
export function refundOrOwed(refund: string, owed: string): string {
  const r = Number(refund);
  const o = Number(owed);
  if (r > 0) return refund;
  if (o > 0) return `-${owed}`;
  return '0.00';
}

export function returnView(ret: LoadedReturn) {
  const d = ret.data;
  const flags = d.flags;
  return {
    id: ret.id,
    user_id: ret.userId,
    prepared_by: ret.preparedBy,
    tax_year: ret.taxYear,
    carried: d.carried ?? null,
    status: ret.status,
    version: ret.version,
    created_at: ret.createdAt.toISOString(),
    submitted_at: ret.submittedAt?.toISOString() ?? null,
    first_name: d.personal?.first_name ?? null,
    last_name: d.personal?.last_name ?? null,
    ssn: d.personal?.ssn ?? null,
    address: d.personal?.address ?? null,
    city: d.personal?.city ?? null,
    state: d.personal?.state ?? null,
    zip_code: d.personal?.zip_code ?? null,
    presidential_fund: d.personal?.presidential_fund ?? false,
    filing_status: d.filing?.filing_status ?? null,
    spouse_first_name: d.filing?.spouse_first_name ?? null,
    spouse_last_name: d.filing?.spouse_last_name ?? null,
    spouse_ssn: d.filing?.spouse_ssn ?? null,
    claimed_as_dependent: flags?.claimed_as_dependent ?? false,
    spouse_claimed_as_dependent: flags?.spouse_claimed_as_dependent ?? false,
    taxpayer_over_65: flags?.taxpayer_over_65 ?? false,
    taxpayer_blind: flags?.taxpayer_blind ?? false,
    spouse_over_65: flags?.spouse_over_65 ?? false,
    spouse_blind: flags?.spouse_blind ?? false,
    digital_assets: d.digital_assets ?? null,
  };
}

export function spouseCleared(filing: ReturnData['filing']): boolean {
  return !!filing && SPOUSELESS.has(filing.filing_status);
}

export function maskedSsnView(ssn: string | null | undefined) {
  return maskSsn(ssn);
}

/** The figures a summary, the top bar and the dashboard show. */
export function totals(r: Result) {
  const s = r.summary;
  const refund = s.refund.toString();
  const owed = s.amountOwed.toString();
  return {
    agi: s.agi.toString(),
    adjustedGrossIncome: s.agi.toString(),
    taxable_income: s.taxableIncome.toString(),
    total_tax: s.totalTax.toString(),
    total_payments: s.totalPayments.toString(),
    refund,
    refundAmount: refund,
    amount_owed: owed,
    amountOwed: owed,
    refundOrOwed: refundOrOwed(refund, owed),
    // Line 34 is the overpayment; what is paid out is line 35a, after line 36 goes to 2025.
    overpaid: r.lines.get('f1040.l34').toString(),
    refund_requested: r.lines.get('f1040.l35a').toString(),
    applied_to_2025: r.lines.get('f1040.l36').toString(),
  };
}
