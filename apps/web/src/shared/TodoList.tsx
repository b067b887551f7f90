import { Anchor, Group, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TodoItem, TodoState } from '@taxprep/contracts';
import { useChecklist } from '../api/checklist';
import { Pill, type PillTone } from '../ui/Pill';

const COLORS: Record<TodoState, PillTone> = {
  'Not started': 'gray',
  'In progress': 'yellow',
  Done: 'green',
  Dismissed: 'gray',
};
const WORDS: Record<TodoState, string> = {
  'Not started': 'Not started',
  'In progress': 'In progress',
  Done: 'Done',
  Dismissed: 'Not needed',
};

/**
 * The filer's to-do list from "What happened in {year}?": each item links to its screen with its
 * state. Shown in the sidebar and on the Federal Summary.
 */
export function TodoList({
  id,
  onNavigate,
  size = 'sm',
  openOnly = false,
}: {
  id: string;
  onNavigate?: () => void;
  size?: 'xs' | 'sm';
  /** Only the items still open (Review: what is left before signing). */
  openOnly?: boolean;
}) {
  const q = useChecklist(id);
  const base = `/form1040/${encodeURIComponent(id)}`;
  const all: TodoItem[] = q.data?.todo ?? [];
  const todo = openOnly ? all.filter((i) => i.state === 'Not started' || i.state === 'In progress') : all;
  if (q.isPending) return null;
  if (openOnly && todo.length === 0)
    return (
      <Text size={size} c="dimmed">
        Nothing left on your to-do list.
      </Text>
    );
  if (todo.length === 0)
    return (
      <Text size={size} c="dimmed">
        Nothing yet.{' '}
        <Anchor component={Link} to={`${base}/checklist`} onClick={onNavigate} size={size}>
          Answer {q.data?.heading ?? 'the checklist'}
        </Anchor>
      </Text>
    );
  return (
    <List listStyleType="none" spacing={4} size={size} aria-label="To-do list">
      {todo.map((item) => (
        <List.Item key={item.key}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Anchor component={Link} to={`${base}/${item.screen}`} onClick={onNavigate} size={size}>
              {item.label}
            </Anchor>
            <Pill tone={COLORS[item.state]} size="xs" style={{ flexShrink: 0 }}>
              {WORDS[item.state]}
            </Pill>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
