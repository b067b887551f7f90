import { Pill, type PillTone } from './Pill';

const TONE: Record<string, PillTone> = { Accepted: 'green', Rejected: 'red' };

/** Pending (default), Accepted (green) or Rejected (red). */
export function ReturnStatusBadge({ status }: { status: string | null | undefined }) {
  const s = status || 'Pending';
  return <Pill tone={TONE[s] ?? 'gray'}>{s}</Pill>;
}
