import { Alert, Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api, errorText } from '../../api/client';
import { LoadingBlock } from '../../ui/LoadState';

interface Finding {
  message: string;
  step: string | null;
}
export interface EfileCheck {
  will_be_accepted: boolean;
  errors: (Finding & { code: string; field: string })[];
  warnings: Finding[];
}

const stepLink = (id: number, step: string | null) =>
  step === null ? null : step === 'index' ? `/form1040/${id}` : `/form1040/${id}/${step}`;

function FindingItem({ id, f, code }: { id: number; f: Finding; code?: string }) {
  const to = stepLink(id, f.step);
  return (
    <List.Item>
      {f.message}
      {code && (
        <Text span size="xs" c="dimmed">
          {' '}
          ({code})
        </Text>
      )}
      {to && (
        <>
          {' '}
          <Anchor component={Link} to={to} size="sm">
            Fix it
          </Anchor>
        </>
      )}
    </List.Item>
  );
}

/**
 * Before Submit: what the simulated e-file would reject (blocking) and what a preparer would
 * question (warnings), each with a link to the screen that fixes it. Continue leads to the
 * spec's confirm; with rejections it is disabled.
 */
export function ReviewDialog({
  id,
  onContinue,
  onCancel,
}: {
  id: number | null;
  onContinue: () => void;
  onCancel: () => void;
}) {
  const q = useQuery({
    queryKey: ['form1040', String(id), 'efile-check'],
    enabled: id !== null,
    staleTime: 0,
    queryFn: ({ signal }) => api.get<EfileCheck>(`/api/form1040/${id}/efile-check`, { signal }),
  });
  const errors = q.data?.errors ?? [];
  const warnings = q.data?.warnings ?? [];
  return (
    <Modal opened={id !== null} onClose={onCancel} title="Review before submitting" size="lg" centered>
      {id !== null && (
        <Stack gap="sm">
          {q.isPending && <LoadingBlock label="Checking the return…" />}
          {q.isError && (
            <Alert color="red" role="alert">
              {errorText(q.error, 'Could not check the return.')}
            </Alert>
          )}
          {q.data && errors.length === 0 && warnings.length === 0 && (
            <Alert color="green" role="status">
              The e-file checks found nothing to fix.
            </Alert>
          )}
          {errors.length > 0 && (
            <Alert color="red" title={`The IRS would reject this return (${errors.length})`} role="alert">
              <List size="sm" spacing={4}>
                {errors.map((e) => (
                  <FindingItem key={`${e.code}-${e.field}`} id={id} f={e} code={e.code} />
                ))}
              </List>
            </Alert>
          )}
          {warnings.length > 0 && (
            <Alert color="yellow" title={`Worth checking (${warnings.length})`}>
              <List size="sm" spacing={4}>
                {warnings.map((w) => (
                  <FindingItem key={w.message} id={id} f={w} />
                ))}
              </List>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} data-autofocus>
              Cancel
            </Button>
            <Button onClick={onContinue} disabled={!q.data || errors.length > 0}>
              Continue to submit
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
