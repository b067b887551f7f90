/**
 * The simulated California e-file: a submission record per attempt series (Pending until
 * submitted), answered by a fake FTB that accepts a complete return with an acknowledgement id
 * and rejects an incomplete one with its reasons.
 */
import { randomInt } from 'node:crypto';
import type { StateSubmission } from '@taxprep/contracts';
import type { ItemRow } from '../returns/engine-input';
import { CA_KINDS } from './compute';

type Status = StateSubmission['status'];

export function submissionStatus(d: Record<string, unknown> | undefined): Status | null {
  if (!d) return null;
  return d.status === 'Accepted' || d.status === 'Rejected' ? d.status : 'Pending';
}

export function latestSubmission(items: ItemRow[]): ItemRow | undefined {
  return items.filter((i) => i.kind === CA_KINDS.submission).at(-1);
}

export function submissionView(item: ItemRow, form1040Id: number): StateSubmission {
  const d = item.data;
  const errors = Array.isArray(d.errors)
    ? (d.errors as { code?: unknown; message?: unknown }[]).map((e) => ({
        code: String(e.code ?? ''),
        message: String(e.message ?? ''),
      }))
    : [];
  return {
    id: item.id,
    form1040_id: form1040Id,
    status: submissionStatus(d) ?? 'Pending',
    submitted_at: typeof d.submitted_at === 'string' ? d.submitted_at : null,
    ack_id: typeof d.ack_id === 'string' ? d.ack_id : null,
    message: typeof d.message === 'string' ? d.message : null,
    errors,
  };
}

/** An FTB-style acknowledgement id: "CA", the tax year, the day of year and 8 random digits. */
export function ackId(taxYear: number, now: Date): string {
  const start = Date.UTC(now.getUTCFullYear(), 0, 0);
  const day = Math.floor((now.getTime() - start) / 86_400_000);
  const rand = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return `CA${taxYear}${String(day).padStart(3, '0')}${rand}`;
}
