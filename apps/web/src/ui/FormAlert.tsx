import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';

const LOOK = {
  error: { color: 'red', Icon: IconAlertCircle },
  success: { color: 'green', Icon: IconCircleCheck },
  info: { color: 'blue', Icon: IconInfoCircle },
} as const;

interface Props {
  message?: string | null;
  kind?: keyof typeof LOOK;
}

/** A form-level message; renders nothing when there is nothing to say. */
export function FormAlert({ message, kind = 'error' }: Props) {
  if (!message) return null;
  const { color, Icon } = LOOK[kind];
  return (
    <Alert color={color} icon={<Icon size={18} aria-hidden />} role={kind === 'error' ? 'alert' : 'status'}>
      {message}
    </Alert>
  );
}
