import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { errorText } from '../api/client';
import { fetchFile, saveFile } from '../api/fetchFile';
import { RETURN_FILES, type ReturnFileKind } from './returnFiles';

/**
 * Downloads a return's PDF or XML; `pending` names the file being fetched so its button can
 * show progress. Failures read 'Failed to download {TYPE}.' unless the server said why.
 */
export function useReturnDownload() {
  const [pending, setPending] = useState<string | null>(null);

  const download = async (id: number | string, kind: ReturnFileKind) => {
    const file = RETURN_FILES[kind];
    const key = `${id}:${kind}`;
    setPending(key);
    try {
      saveFile(await fetchFile(file.path(id), file.fallback));
    } catch (err) {
      notifications.show({ color: 'red', message: errorText(err, `Failed to download ${file.type}.`) });
    } finally {
      setPending((p) => (p === key ? null : p));
    }
  };

  const isPending = (id: number | string, kind: ReturnFileKind) => pending === `${id}:${kind}`;
  return { download, isPending };
}
