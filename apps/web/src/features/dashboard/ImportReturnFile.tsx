import { useState } from 'react';
import { FileInput, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RETURN_FILE_MAX_BYTES, RETURN_FILE_MSG } from '@taxprep/contracts';
import { api, errorText } from '../../api/client';
import { setOpenFileId } from '../../api/session';
import { FormAlert } from '../../ui/FormAlert';
import { returnKeys } from './api';

/** The file's text (FileReader: every browser, and the test DOM, has it). */
function textOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** Reads a return file (GET …/export) and makes a new tax file of it (POST /api/form1040/import). */
export function ImportReturnFile() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const importFile = useMutation({
    mutationFn: (body: unknown) => api.post<{ id: number; message: string }>('/api/form1040/import', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: returnKeys.dashboard }),
  });
  const read = async (file: File | null) => {
    setError(null);
    if (!file) return;
    if (file.size > RETURN_FILE_MAX_BYTES) return setError(RETURN_FILE_MSG.tooLarge);
    let body: unknown;
    try {
      body = JSON.parse(await textOf(file));
    } catch {
      return setError(RETURN_FILE_MSG.notAFile);
    }
    try {
      const { id } = await importFile.mutateAsync(body);
      setOpenFileId(String(id));
      navigate(`/form1040/${id}/basic`);
    } catch (err) {
      setError(errorText(err, 'Failed to import the return file.'));
    }
  };
  return (
    <Stack gap="xs">
      <FileInput
        label="Or import a return file"
        description="A .taxprep.json file exported from TaxPrep (Downloads, Return file). It becomes a new tax file."
        placeholder="Choose a file"
        accept="application/json,.json"
        leftSection={<IconFileImport size={16} aria-hidden />}
        onChange={(f) => void read(f)}
        disabled={importFile.isPending}
        clearable
      />
      {importFile.isPending && (
        <Text size="sm" c="dimmed" role="status">
          Importing…
        </Text>
      )}
      <FormAlert message={error} />
    </Stack>
  );
}
