import { formatUsd } from '@taxprep/contracts';

/**
 * An accepted return changed since by a Form 1040-X: its result now, labelled so it is never read
 * as what the IRS accepted.
 */
export function amendedText(a: { refund: string; owed: string }): string {
  return Number(a.owed) > 0
    ? `Amended (1040-X): owed ${formatUsd(a.owed)}`
    : `Amended (1040-X): refund ${formatUsd(a.refund)}`;
}
