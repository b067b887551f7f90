import { Stack } from '@mantine/core';
import { FormAlert } from './FormAlert';
import { SaveError } from './SaveError';
import type { SaveStatus } from './useSaveStatus';

/** Shows the save outcome; the success text says where the wizard goes next. */
export function SaveStatusAlerts({ status, onReload }: { status: SaveStatus; onReload?: () => void }) {
  if (!status.success && !status.errorMessage) return null;
  return (
    <Stack gap="xs">
      <SaveError error={status.error} message={status.errorMessage} onReload={onReload} />
      <FormAlert message={status.success} kind="success" />
    </Stack>
  );
}
