import { Group, Text } from '@mantine/core';
import { useFileTotals } from './fileTotals';
import classes from './shell.module.css';
import { useOpenFileId } from './useOpenFileId';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const show = (n: number | undefined) => (n === undefined ? '—' : usd.format(n));

/** 'Total Refund | Total Owed' in the top bar, only while a tax file is open. */
export function FileTotalsSlot() {
  const fileId = useOpenFileId();
  const totals = useFileTotals();
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
        <Text span className={classes.refund}>
          {show(totals?.refund)}
        </Text>
      </Text>
      <Text size="sm" aria-hidden>
        |
      </Text>
      <Text size="sm">
        Total Owed:{' '}
        <Text span className={classes.owed}>
          {show(totals?.owed)}
        </Text>
      </Text>
    </Group>
  );
}
