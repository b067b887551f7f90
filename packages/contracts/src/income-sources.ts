/**
 * The Income step's document amounts (GET /api/form1040/{id}/income, `from_documents`): each line's
 * amounts from the W-2s, 1099s and SSA-1099s, which the engine adds what the filer types to. Shared
 * by the screen and the server, so both say the same thing about an amount typed again.
 */
import { formatUsd, normalizeAmount } from './money';

export interface IncomeSourceView {
  /** The Income step entry the amount is added to ('wages' for line 1a, which has none). */
  field: string;
  /** The Form 1040 line ('2b'). */
  line: string;
  /** The document as its form names it ('1099-INT'). */
  form: string;
  payer: string;
  boxes: string;
  amount: string;
}

/** "From 1099-INT: First Bank" */
export const incomeSourceText = (s: Pick<IncomeSourceView, 'form' | 'payer'>) =>
  `From ${s.form}${s.payer ? `: ${s.payer}` : ''}`;

/**
 * A warning when an amount typed for `field` equals one its documents already give: typed again,
 * it is counted twice. Not a refusal: the same amount can also be income on no form.
 */
export function sameAsDocumentWarning(
  sources: readonly IncomeSourceView[],
  field: string,
  value: unknown,
): string | undefined {
  const typed = normalizeAmount(value);
  if (!typed || typed === '0.00') return undefined;
  const twin = sources.find((s) => s.field === field && normalizeAmount(s.amount) === typed);
  return twin
    ? `${formatUsd(typed)} is already counted on line ${twin.line} (${incomeSourceText(twin)}). ` +
        'Typed here too, it would be counted twice.'
    : undefined;
}
