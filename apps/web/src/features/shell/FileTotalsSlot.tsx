import { Group, Text } from '@mantine/core';
import { formatUsd } from '@taxprep/contracts';
import { useFileTotals } from './fileTotals';
import classes from './shell.module.css';
import { useOpenFileId } from './useOpenFileId';

const show = (v: string | undefined) => (v === undefined ? '—' : formatUsd(v));

/** 'Total Refund | Total Owed' in the top bar, only while a tax file is open. */
export function FileTotalsSlot() {
  const fileId = useOpenFileId();
  const totals = useFileTotals(fileId);
  if (!fileId) return null;
  return (
    <Group
      gap={6}
      wrap="nowrap"
      aria-label="Running totals for the open tax file"
      role="group"
      visibleFrom="sm"
    >
      <Text size="sm">
        Total Refund:{' '}
        <Text span className={classes.refund} data-testid="total-refund">
          {show(totals?.refund)}
        </Text>
      </Text>
      <Text size="sm" aria-hidden>
        |
      </Text>
      <Text size="sm">
        Total Owed:{' '}
        <Text span className={classes.owed} data-testid="total-owed">
          {show(totals?.owed)}
        </Text>
      </Text>
    </Group>
  );
}
