import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { errorText } from '../../api/client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/FormAlert';
import { useReturnDownload } from '../downloads/useReturnDownload';
import { useDeleteReturn, useSubmitReturn } from './api';
import { SubmitResultAlert } from './SubmitResultAlert';
import type { SubmitResponse } from './types';

export const SUBMIT_CONFIRM = 'Submit this Form 1040 to IRS (simulated)?';
export const DELETE_CONFIRM = 'Are you sure you want to delete this Form 1040 record?';

type Pending = { kind: 'submit' | 'delete'; id: number } | null;

/**
 * Submit, delete and download for the return tables: the confirmations, the progress state
 * and the IRS response banner. Render `dialogs` and `banner` once per screen.
 */
export function useReturnCommands() {
  const submit = useSubmitReturn();
  const remove = useDeleteReturn();
  const files = useReturnDownload();
  const [confirming, setConfirming] = useState<Pending>(null);
  const [result, setResult] = useState<{ id: number; data: SubmitResponse } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => setConfirming(null);

  const confirm = async () => {
    if (!confirming) return;
    const { kind, id } = confirming;
    setError(null);
    setResult(null);
    try {
      if (kind === 'submit') {
        const data = await submit.mutateAsync(id);
        setResult({ id, data });
      } else {
        await remove.mutateAsync(id);
        notifications.show({ color: 'green', message: 'Form 1040 record deleted.' });
      }
    } catch (err) {
      setError(
        errorText(
          err,
          kind === 'submit' ? 'IRS submission failed. Please try again.' : 'Failed to delete the record.',
        ),
      );
    } finally {
      setConfirming(null);
    }
  };

  const busy = submit.isPending || remove.isPending;
  const dialogs = (
    <ConfirmDialog
      opened={confirming !== null}
      title={confirming?.kind === 'delete' ? 'Delete record' : 'Submit to IRS'}
      message={confirming?.kind === 'delete' ? DELETE_CONFIRM : SUBMIT_CONFIRM}
      confirmLabel={confirming?.kind === 'delete' ? 'Delete' : 'Submit'}
      danger={confirming?.kind === 'delete'}
      loading={busy}
      onConfirm={confirm}
      onCancel={close}
    />
  );
  const banner = (
    <>
      <FormAlert message={error} />
      {result && (
        <SubmitResultAlert result={result.data} returnId={result.id} onClose={() => setResult(null)} />
      )}
    </>
  );

  return {
    dialogs,
    banner,
    download: files.download,
    isDownloading: files.isPending,
    requestSubmit: (id: number) => setConfirming({ kind: 'submit', id }),
    requestDelete: (id: number) => setConfirming({ kind: 'delete', id }),
    isSubmitting: (id: number) => submit.isPending && submit.variables === id,
  };
}
