import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/client';
import { setOpenFileId } from '../../api/session';
import { useSessionUser } from '../../shared/sessionUser';
import { useCanCreate, useCreateReturn } from './api';
import { FilerPickerModal } from './FilerPickerModal';

export const ALREADY_FILED = 'You have already filed your tax for this year.';
const CREATE_FAILED = 'Unable to create new tax file.';

/**
 * Starts a tax file and opens its first step. Individuals get one per year (the button is
 * disabled after that); preparers pick the filer first. `canCreate` comes from the dashboard
 * answer when the caller has it; otherwise the button asks the server itself.
 */
export function StartNewFileButton({
  canCreate,
  pending = false,
}: {
  canCreate?: boolean;
  pending?: boolean;
}) {
  const { role } = useSessionUser();
  const isFiler = role === 'user';
  const navigate = useNavigate();
  const create = useCreateReturn();
  const asked = useCanCreate(isFiler && canCreate === undefined && !pending);
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const known = canCreate !== undefined || asked.isSuccess;
  const allowed = !isFiler || (canCreate ?? asked.data ?? false);
  const refused = isFiler && known && !allowed;

  const start = async (filerId?: number) => {
    setError(null);
    try {
      const { id } = await create.mutateAsync(filerId);
      setOpenFileId(String(id));
      setPicking(false);
      navigate(`/form1040/${id}/basic`);
    } catch (err) {
      const text = errorText(err, CREATE_FAILED);
      if (filerId) setError(text);
      else notifications.show({ color: 'red', message: text });
    }
  };

  return (
    <Group gap="sm" wrap="wrap">
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => (isFiler ? start() : setPicking(true))}
        disabled={!allowed || pending}
        title={refused ? ALREADY_FILED : undefined}
        loading={create.isPending && !picking}
        aria-describedby={refused ? 'start-new-file-hint' : undefined}
      >
        Start New Tax File
      </Button>
      {refused && (
        <Text size="sm" c="dimmed" id="start-new-file-hint">
          {ALREADY_FILED}
        </Text>
      )}
      {!isFiler && (
        <FilerPickerModal
          opened={picking}
          creating={create.isPending}
          error={error}
          onClose={() => {
            setPicking(false);
            setError(null);
          }}
          onCreate={start}
        />
      )}
    </Group>
  );
}
