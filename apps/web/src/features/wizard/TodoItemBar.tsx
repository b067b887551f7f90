import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Checklist } from '@taxprep/contracts';
import { useChecklist } from '../../api/checklist';
import { useSaveReturn } from '../../api/returns';
import { labelOf, nextAfter, todoAt } from '../../shared/guidedPath';
import { useSaveStatus } from '../../ui/useSaveStatus';
import { useDelayedNavigate } from '../../ui/useDelayedNavigate';

const NEXT_DELAY_MS = 600;
import { SaveStatusAlerts } from '../../ui/SaveStatusAlerts';

interface Body {
  answers: Record<string, boolean>;
  dismissed: string[];
  done: string[];
  version: number;
}

/**
 * Under a to-do item's screen: its state, the way on along the path, and — while nothing is
 * entered — "I don't have this after all" (or, for a topic no form answers, "I've entered this").
 */
export function TodoItemBar({ id, segment }: { id: string; segment: string }) {
  const q = useChecklist(id);
  const status = useSaveStatus();
  const go = useDelayedNavigate();
  const save = useSaveReturn<Body, Checklist>(id, 'put', `/api/form1040/${id}/checklist`);
  const data = q.data;
  const item = data ? todoAt(data.todo, segment) : undefined;
  if (!data || !item) return null;
  const next = nextAfter(data.todo, segment);
  const change = async (how: 'dismiss' | 'done') => {
    status.clear();
    try {
      await save.mutateAsync({
        answers: how === 'dismiss' ? { ...data.answers, [item.key]: false } : data.answers,
        dismissed: how === 'dismiss' ? [...data.dismissed, item.key] : data.dismissed,
        done: how === 'done' ? [...data.done, item.key] : data.done,
        version: data.version,
      });
      status.succeed(how === 'dismiss' ? `${item.label} is off your to-do list.` : `${item.label} is done.`);
      // Closed: on along the path, as "Save & Next" would.
      go(`/form1040/${id}/${next}`, NEXT_DELAY_MS);
    } catch (err) {
      status.fail(err, 'Failed to update your to-do list.');
    }
  };
  return (
    // A section, not an alert: it is there from the start and announces nothing.
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label="Your to-do list"
      data-testid="todo-bar"
      maw={1000}
    >
      <Text size="sm" mb="xs">
        {item.label}: <strong data-testid="todo-state">{item.state}</strong>
      </Text>
      <SaveStatusAlerts status={status} />
      <Group gap="sm" justify="flex-end">
        {item.documents === 0 && item.state !== 'Done' && (
          <Button variant="default" onClick={() => change('dismiss')} loading={save.isPending}>
            I don’t have this after all
          </Button>
        )}
        {item.by_hand && item.state === 'Not started' && (
          <Button variant="default" onClick={() => change('done')} loading={save.isPending}>
            I’ve entered this
          </Button>
        )}
        <Button component={Link} to={`/form1040/${id}/${next}`}>
          Next: {labelOf(data.todo, next)}
        </Button>
      </Group>
    </Paper>
  );
}
