import type { ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { ROLE_LABELS, type AdminUser } from '@taxprep/contracts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useDeleteImpact, type UserAction } from './api';

interface Props {
  pending: { action: UserAction; user: AdminUser } | null;
  busy: boolean;
  /** An administrator's promotion approves the new preparer; anyone else's waits for one. */
  canApprove: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question asked before every action; a delete says how many returns and documents go with it. */
export function ConfirmUserAction({ pending, busy, canApprove, onConfirm, onCancel }: Props) {
  const deleting = pending?.action.kind === 'delete' ? pending.user.id : null;
  const impact = useDeleteImpact(deleting);
  if (!pending)
    return <ConfirmDialog opened={false} title="" message="" onConfirm={onConfirm} onCancel={onCancel} />;
  const { action: a, user: u } = pending;

  let title: string;
  let message: ReactNode;
  let confirmLabel: string;
  if (a.kind === 'role') {
    title = 'Set role';
    const after =
      a.role === 'user'
        ? ' They will be signed out.'
        : canApprove
          ? ''
          : " They will see no one's returns until an administrator approves them.";
    message = `Change ${u.username} from ${ROLE_LABELS[u.role]} to ${ROLE_LABELS[a.role]}?${after}`;
    confirmLabel = a.role === 'agent' ? 'Promote' : 'Demote';
  } else if (a.kind === 'status') {
    title = a.active ? (u.pending_approval ? 'Approve preparer' : 'Activate user') : 'Deactivate user';
    message = a.active
      ? u.pending_approval
        ? `Approve ${u.username} as a Tax Preparer? They will see every user's returns.`
        : `Activate ${u.username}? They can sign in again.`
      : `Deactivate ${u.username}? They are signed out and cannot sign in until reactivated.`;
    confirmLabel = a.active ? (u.pending_approval ? 'Approve' : 'Activate') : 'Deactivate';
  } else {
    title = 'Delete user permanently';
    const n = impact.data;
    message = impact.isPending ? (
      <Loader size="sm" aria-label="Counting returns" />
    ) : n ? (
      `Permanently delete ${u.username} with ${n.returns} return${n.returns === 1 ? '' : 's'} and ${
        n.documents
      } document${n.documents === 1 ? '' : 's'}? This cannot be undone.`
    ) : (
      `Permanently delete ${u.username} with all their returns and documents? This cannot be undone.`
    );
    confirmLabel = 'Delete';
  }
  return (
    <ConfirmDialog
      opened
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      danger={a.kind === 'delete' || (a.kind === 'status' && !a.active)}
      loading={busy || (a.kind === 'delete' && impact.isPending)}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
