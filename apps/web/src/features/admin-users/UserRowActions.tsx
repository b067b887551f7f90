import { Button, Group, Text } from '@mantine/core';
import type { AdminUser } from '@taxprep/contracts';
import type { UserAction } from './api';

interface Props {
  user: AdminUser;
  /** The signed-in user: nobody acts on themselves. */
  selfId: number;
  /** Only administrators approve preparers. */
  canApprove: boolean;
  busy: boolean;
  onAction: (a: UserAction) => void;
}

/** The actions of one row: none for administrators or oneself (spec 002 section 4). */
export function UserRowActions({ user: u, selfId, canApprove, busy, onAction }: Props) {
  if (u.role === 'admin') return <Text c="dimmed">—</Text>;
  if (u.id === selfId) return <Text c="dimmed">You</Text>;
  // The visible word starts each name, so voice control users can say what they see.
  const named = (verb: string) => ({ 'aria-label': `${verb} ${u.username}` });
  return (
    <Group gap="xs" wrap="nowrap">
      {u.pending_approval && u.is_active ? (
        canApprove && (
          <Button
            size="xs"
            {...named('Approve')}
            onClick={() => onAction({ kind: 'status', id: u.id, active: true })}
            disabled={busy}
          >
            Approve
          </Button>
        )
      ) : u.role === 'user' ? (
        <Button
          size="xs"
          variant="default"
          {...named('Promote')}
          onClick={() => onAction({ kind: 'role', id: u.id, role: 'agent' })}
          disabled={busy}
        >
          Promote
        </Button>
      ) : (
        <Button
          size="xs"
          variant="default"
          {...named('Demote')}
          onClick={() => onAction({ kind: 'role', id: u.id, role: 'user' })}
          disabled={busy}
        >
          Demote
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        {...named(u.is_active ? 'Deactivate' : 'Activate')}
        onClick={() => onAction({ kind: 'status', id: u.id, active: !u.is_active })}
        disabled={busy}
      >
        {u.is_active ? 'Deactivate' : 'Activate'}
      </Button>
      <Button
        size="xs"
        variant="default"
        c="red.9"
        {...named('Delete')}
        onClick={() => onAction({ kind: 'delete', id: u.id })}
        disabled={busy}
      >
        Delete
      </Button>
    </Group>
  );
}
