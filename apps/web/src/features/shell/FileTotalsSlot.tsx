import { Group, Text, Tooltip } from '@mantine/core';
import { formatUsd } from '@taxprep/contracts';
import { amendedText } from '../../ui/amendedText';
import { useFileTotals, type FileTotals } from '../../shared/fileTotals';
import classes from './shell.module.css';
import { useOpenFileId } from './useOpenFileId';

const show = (v: string | undefined) => (v === undefined ? '—' : formatUsd(v));

/** How the refund shown comes out of the overpayment, when part of it goes to next year's estimated tax. */
function refundDetail(t: FileTotals | null): string {
  const ca = t?.caRefund !== undefined ? `; plus California 540 refund ${formatUsd(t.caRefund)}` : '';
  return federalDetail(t) + ca;
}
function federalDetail(t: FileTotals | null): string {
  const accepted = t?.amended ? 'As the IRS accepted it. ' : '';
  return accepted + lineDetail(t);
}
function lineDetail(t: FileTotals | null): string {
  if (!t?.overpaid) return 'Refund paid to you (Form 1040 line 35a)';
  return `Overpaid (line 34) ${formatUsd(t.overpaid)}; applied to next year's estimated tax (line 36) ${formatUsd(
    t.applied ?? '0',
  )}; refunded (line 35a) ${formatUsd(t.refund)}`;
}

/**
 * 'Total Refund | Total Owed' in the top bar (for an accepted return, as accepted), only while a tax file is open; on a narrow screen
 * the labels shorten but the figures stay.
 */
export function FileTotalsSlot() {
  const fileId = useOpenFileId();
  const totals = useFileTotals(fileId);
  if (!fileId) return null;
  return (
    <Group
      gap={6}
      wrap="nowrap"
      className={classes.totals}
      aria-label="Running totals for the open tax file"
      role="group"
    >
      <Tooltip
        label={refundDetail(totals)}
        multiline
        w={280}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        <Text size="sm" tabIndex={0} aria-description={refundDetail(totals)}>
          <Text span visibleFrom="lg" inherit>
            Total Refund:{' '}
          </Text>
          <Text span hiddenFrom="lg" inherit>
            Refund{' '}
          </Text>
          <Text span className={classes.refund} data-testid="total-refund">
            {show(totals?.refund)}
          </Text>
        </Text>
      </Tooltip>
      <Text size="sm" aria-hidden>
        |
      </Text>
      <Text size="sm">
        <Text span visibleFrom="lg" inherit>
          Total Owed:{' '}
        </Text>
        <Text span hiddenFrom="lg" inherit>
          Owed{' '}
        </Text>
        <Text span className={classes.owed} data-testid="total-owed">
          {show(totals?.owed)}
        </Text>
      </Text>
      {totals?.amended && (
        <Text size="sm" data-testid="amended-totals">
          {amendedText(totals.amended)}
        </Text>
      )}
    </Group>
  );
}
