import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@mantine/core';
import { errorText } from '../../api/client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/FormAlert';
import { useReturnDownload } from '../../shared/useReturnDownload';
import { useDeleteReturn, useReopenReturn, useSubmitReturn } from './api';
import { SubmitResultAlert } from './SubmitResultAlert';
import type { SubmitResponse } from '../../api/returnList';

export const SUBMIT_CONFIRM = 'Submit this Form 1040 to IRS (simulated)?';
export const DELETE_CONFIRM = 'Are you sure you want to delete this Form 1040 record?';
export const REOPEN_CONFIRM =
  'Reopen this accepted return? It becomes editable again and must be submitted again; the reopening is recorded.';

type Kind = 'submit' | 'delete' | 'reopen';
type Pending = { kind: Kind; id: number } | null;
const DIALOG: Record<Kind, { title: string; message: string; label: string; failed: string }> = {
  submit: {
    title: 'Submit to IRS',
    message: SUBMIT_CONFIRM,
    label: 'Submit',
    failed: 'IRS submission failed. Please try again.',
  },
  delete: {
    title: 'Delete record',
    message: DELETE_CONFIRM,
    label: 'Delete',
    failed: 'Failed to delete the record.',
  },
  reopen: {
    title: 'Reopen return',
    message: REOPEN_CONFIRM,
    label: 'Reopen',
    failed: 'Failed to reopen the return.',
  },
};

/**
 * Submit, delete and download for the return tables: the confirmations, the progress state
 * and the IRS response banner. Render `dialogs` and `banner` once per screen.
 */
export function useReturnCommands() {
  const submit = useSubmitReturn();
  const remove = useDeleteReturn();
  const reopen = useReopenReturn();
  const files = useReturnDownload();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<Pending>(null);
  const [result, setResult] = useState<{ id: number; data: SubmitResponse } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The outcome is shown above the table: bring it into view, wherever the user had scrolled.
  const bannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result || error || notice) bannerRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [result, error, notice]);

  const close = () => setConfirming(null);

  const confirm = async () => {
    if (!confirming) return;
    const { kind, id } = confirming;
    setError(null);
    setResult(null);
    setNotice(null);
    try {
      if (kind === 'submit') {
        const data = await submit.mutateAsync(id);
        setResult({ id, data });
      } else if (kind === 'delete') {
        const r = await remove.mutateAsync(id);
        setNotice(r?.message ?? 'Form 1040 record deleted.');
      } else {
        const r = await reopen.mutateAsync(id);
        setNotice(r.message);
      }
    } catch (err) {
      setError(errorText(err, DIALOG[kind].failed));
    } finally {
      setConfirming(null);
    }
  };

  const busy = submit.isPending || remove.isPending || reopen.isPending;
  const d = DIALOG[confirming?.kind ?? 'submit'];
  const dialogs = (
    <>
      <ConfirmDialog
        opened={confirming !== null}
        title={d.title}
        message={d.message}
        confirmLabel={d.label}
        danger={confirming?.kind === 'delete'}
        loading={busy}
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  );
  const banner = (
    <div ref={bannerRef}>
      <FormAlert message={error} />
      {notice && (
        <Alert
          color="green"
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      )}
      {result && (
        <SubmitResultAlert result={result.data} returnId={result.id} onClose={() => setResult(null)} />
      )}
    </div>
  );

  return {
    dialogs,
    banner,
    download: files.download,
    isDownloading: files.isPending,
    // Submit opens the Review step: the return is looked over and signed there, then submitted
    // with the spec's confirm (issue 24: nothing is submitted unsigned).
    requestSubmit: (id: number) => void navigate(`/form1040/${id}/review`),
    requestDelete: (id: number) => setConfirming({ kind: 'delete', id }),
    requestReopen: (id: number) => setConfirming({ kind: 'reopen', id }),
    isSubmitting: (id: number) => submit.isPending && submit.variables === id,
  };
}
