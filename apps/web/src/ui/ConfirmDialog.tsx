import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface Props {
  opened: boolean;
  title: string;
  message: ReactNode;
  /** Defaults to 'Delete' for destructive questions, else 'Confirm'. */
  confirmLabel?: string;
  /** Destructive actions are red. */
  danger?: boolean;
  loading?: boolean;
  /** Same as `loading`. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An accessible yes/no question; Cancel has focus first so Enter never confirms by accident. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  danger,
  loading: loadingProp,
  busy,
  onConfirm,
  onCancel,
}: Props) {
  const loading = loadingProp ?? busy;
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus disabled={loading}>
            Cancel
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading}>
            {confirmLabel ?? (danger ? 'Delete' : 'Confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
