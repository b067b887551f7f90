/**
 * Submitting the 540 to California (simulated): readiness check first; missing items open the
 * 'Complete these before submitting' list with shortcuts; a ready return asks for confirmation,
 * then ensure → submit, and the banner shows the answer.
 */
import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CA_MSG, PREFLIGHT_FALLBACK, type Preflight, type StateSubmission } from '@taxprep/contracts';
import { errorText } from '../../api/client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useSessionUser } from '../../shared/sessionUser';
import { ensureSubmission, preflight, reopenState, submitState } from './caApi';

const TONE = { Accepted: 'green', Rejected: 'red' } as const;

/** Accepted green, Rejected red, anything else grey; with the submitted time and ack id. */
export function Ca540StatusBanner({
  status,
  submission,
}: {
  status: StateSubmission['status'] | null;
  submission: StateSubmission | null;
}) {
  const shown = submission?.status ?? status ?? 'Pending';
  const color = TONE[shown as keyof typeof TONE] ?? 'gray';
  return (
    // The status is body text, not the Alert's title: coloured titles fail AA contrast in green.
    <Alert color={color} data-testid="ca540-status">
      <Stack gap={2}>
        <Text size="sm" fw={700}>
          California submission status: {shown}
        </Text>
        <Text size="sm">
          Submitted: {submission?.submitted_at ? new Date(submission.submitted_at).toLocaleString() : '—'}
        </Text>
        <Text size="sm">Acknowledgement ID: {submission?.ack_id ?? '—'}</Text>
        {submission?.message && <Text size="sm">{submission.message}</Text>}
        {submission?.errors && submission.errors.length > 0 && (
          <List size="sm">
            {submission.errors.map((e) => (
              <List.Item key={e.code + e.message}>{e.message}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Alert>
  );
}

interface Props {
  id: string;
  accepted: boolean;
  onResult: (s: StateSubmission) => void;
  onMessage: (kind: 'success' | 'error' | 'warning', text: string) => void;
  /** After an administrator reopened the accepted return. */
  onReopened: () => void;
}

export function Ca540SubmitButton({ id, accepted, onResult, onMessage, onReopened }: Props) {
  const qc = useQueryClient();
  const { role } = useSessionUser();
  const [confirmReopen, setConfirmReopen] = useState(false);
  const [checking, setChecking] = useState(false);
  const [missing, setMissing] = useState<Preflight['missing'] | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setChecking(true);
    try {
      const p = await preflight(id);
      if (p.ok) setConfirm(true);
      else {
        onMessage('warning', CA_MSG.completeFirst);
        setMissing(p.missing);
      }
    } catch (e) {
      // The check itself failed: show the recommended checklist instead of blocking silently.
      onMessage('warning', CA_MSG.readinessFallback(errorText(e, 'network error')));
      setMissing(PREFLIGHT_FALLBACK);
    } finally {
      setChecking(false);
    }
  };

  const submit = async () => {
    setBusy(true);
    try {
      const sub = await ensureSubmission(id);
      const res = await submitState(sub.id);
      onResult(res.submission);
      const ok = res.status === 'Accepted';
      onMessage(ok ? 'success' : 'error', res.message || (ok ? CA_MSG.submitSucceeded : CA_MSG.submitFailed));
    } catch (e) {
      onMessage('error', errorText(e, CA_MSG.submitFailed));
    } finally {
      setBusy(false);
      setConfirm(false);
      void qc.invalidateQueries({ queryKey: ['form1040', id] });
    }
  };

  const reopen = async () => {
    setBusy(true);
    try {
      const res = await reopenState(id);
      onReopened();
      onMessage('success', res.message);
    } catch (e) {
      onMessage('error', errorText(e, CA_MSG.reopenFailed));
    } finally {
      setBusy(false);
      setConfirmReopen(false);
      void qc.invalidateQueries({ queryKey: ['form1040', id] });
    }
  };

  return (
    <>
      <Button onClick={start} disabled={accepted || checking || busy} loading={checking}>
        {accepted ? 'Submitted' : 'Submit to California'}
      </Button>
      {accepted && role === 'admin' && (
        <Button variant="default" color="red" onClick={() => setConfirmReopen(true)} disabled={busy}>
          Reopen California return
        </Button>
      )}
      <ConfirmDialog
        opened={confirmReopen}
        title="Reopen California return"
        message={CA_MSG.confirmReopen}
        confirmLabel="Reopen"
        loading={busy}
        onConfirm={reopen}
        onCancel={() => setConfirmReopen(false)}
      />
      <ConfirmDialog
        opened={confirm}
        title="Submit to California"
        message={CA_MSG.confirmSubmit}
        confirmLabel="Submit"
        loading={busy}
        onConfirm={submit}
        onCancel={() => setConfirm(false)}
      />
      <Modal
        opened={missing !== null}
        onClose={() => setMissing(null)}
        title="Complete these before submitting"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          <List>
            {(missing ?? []).map((m) => (
              <List.Item key={m.code}>
                <Text span fw={600}>
                  {m.label}
                </Text>
                {m.reason ? `: ${m.reason}` : ''}
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button component={Link} to={`/form1040/${id}/ca/required-info`} variant="light">
              Open FTB Required Info
            </Button>
            <Button component={Link} to={`/form1040/${id}/ca/schedule_ca`} variant="light">
              Go to Adjustments
            </Button>
            <Button variant="default" onClick={() => setMissing(null)} data-autofocus>
              Close
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
