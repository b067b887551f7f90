import { useState } from 'react';
import { Alert, Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { RETURN_FILE_MSG } from '@taxprep/contracts';
import { errorText } from '../../api/client';
import { fetchFile, saveFile } from '../../api/fetchFile';
import { FormAlert } from '../../ui/FormAlert';

/** The whole return as one file (GET …/export), to keep or to import elsewhere; secrets only when ticked. */
export function ReturnFileSection({ id }: { id: string }) {
  const [secrets, setSecrets] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setError(null);
    try {
      saveFile(
        await fetchFile(
          `/api/form1040/${id}/export?secrets=${String(secrets)}`,
          `TaxReturn_${id}.taxprep.json`,
        ),
      );
    } catch (err) {
      setError(errorText(err, 'Failed to export the return file.'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="return-file">
      <Title order={2} size="h4" id="return-file" mb="xs">
        Return file
      </Title>
      <Stack gap="sm">
        <Text size="sm">
          Every answer and document of this return in one file, to keep or to import into TaxPrep elsewhere
          (it becomes a new tax file there).
        </Text>
        <Checkbox
          label="Include Social Security numbers, birth dates, bank account numbers and PINs"
          checked={secrets}
          onChange={(e) => setSecrets(e.currentTarget.checked)}
        />
        {secrets && (
          <Alert color="yellow" role="status">
            {RETURN_FILE_MSG.secretsWarning}
          </Alert>
        )}
        <div>
          <Button
            variant="light"
            leftSection={<IconFileExport size={16} aria-hidden />}
            loading={pending}
            onClick={() => void download()}
          >
            Export return file
          </Button>
        </div>
        <FormAlert message={error} />
      </Stack>
    </Paper>
  );
}
