import { useState } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CA_MSG, formatUsd } from '@taxprep/contracts';
import { errorText, request } from '../../../api/client';
import { californiaFigures, useCaSummaryRecomputed, useNrSummary } from './californiaSummary';

/**
 * The federal summary's California section: Filed Yes/No, the 540 figures (owed reduced by the
 * 540NR tax), and a resync from the 1040 that keeps the filer's California edits.
 */
export function CaliforniaSection({ id }: { id: string }) {
  const qc = useQueryClient();
  const q = useCaSummaryRecomputed(id);
  const nr = useNrSummary(id);
  const [syncing, setSyncing] = useState(false);
  const [syncError, setSyncError] = useState<string | null>(null);

  const resync = async () => {
    setSyncing(true);
    setSyncError(null);
    try {
      await request('POST', `/api/form1040/${id}/ca/540/resync?overwrite=0`);
      await qc.invalidateQueries({ queryKey: ['form1040', id, 'ca'] });
    } catch (e) {
      setSyncError(errorText(e, CA_MSG.resyncFailed));
    } finally {
      setSyncing(false);
    }
  };

  let body;
  if (q.isPending) body = <Text size="sm">Loading California summary…</Text>;
  else if (q.isError)
    body = (
      <Alert color="red" role="alert">
        {errorText(q.error, CA_MSG.notStarted)}
      </Alert>
    );
  else if (!q.data) body = <Text size="sm">{CA_MSG.notStarted}</Text>;
  else {
    const s = q.data;
    const f = californiaFigures(s, nr.data?.total_tax);
    const rows: [string, string][] = [
      ['CA AGI', s.ca_agi],
      ['Taxable income', s.taxable_income],
      ['Total tax', s.total_tax],
      ['Total payments', s.total_payments],
      ['Refund', f.refund],
      ['Amount owed', f.owed],
    ];
    body = (
      <Stack gap="sm">
        <Text size="sm">
          Filed:{' '}
          <Text span fw={700} data-testid="ca-filed">
            {s.filed ? 'Yes' : 'No'}
          </Text>
          {s.efileStatus ? ` (${s.efileStatus})` : ''}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          {rows.map(([label, value]) => (
            <Paper key={label} withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={700} data-testid={`ca-summary-${label}`}>
                {formatUsd(value)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ca-summary-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="ca-summary-title">
            California
          </Title>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={resync} loading={syncing}>
              Resync from 1040
            </Button>
            <Button size="xs" variant="default" component={Link} to={`/form1040/${id}/ca/540`}>
              Open CA Form 540
            </Button>
          </Group>
        </Group>
        {body}
        {syncError && (
          <Alert color="red" role="alert">
            {syncError}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
