/**
 * Submitting the 540 to California (simulated): readiness check first; missing items open the
 * 'Complete these before submitting' list with shortcuts; a ready return goes to the California
 * Review, where it is signed and submitted (issue 24).
 */
import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { CA_MSG, PREFLIGHT_FALLBACK, type Preflight, type StateSubmission } from '@taxprep/contracts';
import { errorText } from '../../api/client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useSessionUser } from '../../shared/sessionUser';
import { preflight, reopenState } from './caApi';

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
  onMessage: (kind: 'success' | 'error' | 'warning', text: string) => void;
  /** After an administrator reopened the accepted return. */
  onReopened: () => void;
}

export function Ca540SubmitButton({ id, accepted, onMessage, onReopened }: Props) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { role } = useSessionUser();
  const [confirmReopen, setConfirmReopen] = useState(false);
  const [checking, setChecking] = useState(false);
  const [missing, setMissing] = useState<Preflight['missing'] | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setChecking(true);
    try {
      const p = await preflight(id);
      // Ready: the California Review shows the figures and takes the signature before submitting.
      if (p.ok) navigate(`/form1040/${id}/ca/review`);
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
