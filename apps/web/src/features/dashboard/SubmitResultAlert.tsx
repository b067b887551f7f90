import { Alert, List, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { SubmitResponse } from '../../api/returnList';

export const submitResponseText = (r: Pick<SubmitResponse, 'status' | 'message'>) =>
  `IRS Response: ${r.status} - ${r.message}`;

/** The simulated agency's answer, with the rejection reasons listed. */
export function SubmitResultAlert({
  result,
  returnId,
  onClose,
}: {
  result: SubmitResponse;
  returnId: number;
  onClose: () => void;
}) {
  const accepted = result.status === 'Accepted';
  const Icon = accepted ? IconCircleCheck : IconAlertCircle;
  return (
    <Alert
      color={accepted ? 'green' : 'red'}
      icon={<Icon size={18} aria-hidden />}
      title={submitResponseText(result)}
      role={accepted ? 'status' : 'alert'}
      withCloseButton
      closeButtonLabel="Dismiss the IRS response"
      onClose={onClose}
    >
      <Text size="sm">Return #{returnId}</Text>
      {result.errors.length > 0 && (
        <List size="sm" mt="xs" spacing={2}>
          {result.errors.map((e) => (
            <List.Item key={`${e.code}-${e.field}`}>
              {e.message}{' '}
              <Text span size="xs" c="dimmed">
                ({e.code})
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
