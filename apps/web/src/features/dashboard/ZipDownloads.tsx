import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileZip } from '@tabler/icons-react';
import { errorText } from '../../api/client';
import { fetchFile, saveFile } from '../../api/fetchFile';

/** "ZIP downloads of all returns as PDF or XML" (spec 002) for the signed-in filer's own returns. */
export function ZipDownloads({ userId }: { userId: string }) {
  const [pending, setPending] = useState<'pdf' | 'xml' | null>(null);
  const download = async (format: 'pdf' | 'xml') => {
    setPending(format);
    try {
      saveFile(
        await fetchFile(
          `/api/api/form1040/zip/${userId}?format=${format}`,
          `Returns_${format.toUpperCase()}.zip`,
        ),
      );
    } catch (err) {
      notifications.show({
        color: 'red',
        message: errorText(err, `Failed to download ${format.toUpperCase()}.`),
      });
    } finally {
      setPending(null);
    }
  };
  return (
    <Group gap="xs">
      {(['pdf', 'xml'] as const).map((f) => (
        <Button
          key={f}
          variant="default"
          leftSection={<IconFileZip size={16} aria-hidden />}
          loading={pending === f}
          disabled={pending !== null && pending !== f}
          onClick={() => void download(f)}
        >
          All returns as {f.toUpperCase()} (ZIP)
        </Button>
      ))}
    </Group>
  );
}
