import { useState } from 'react';
import { Anchor, Box, Button, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconProgress } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TodoItem } from '@taxprep/contracts';
import { useChecklist } from '../../api/checklist';
import { useReturnInfo, type ReturnInfo } from '../../api/returnInfo';
import { guidedPath, SECTIONS, sectionOf, stepIndex, type PathStep } from '../../shared/guidedPath';
import { currentStep, stepState } from './progress';

type Mark = 'done' | 'todo' | 'started' | null;

function markOf(step: PathStep, info: ReturnInfo | undefined): Mark {
  if (step.todo) return stateMark(step.todo);
  const basic = currentStep(step.path);
  if (!basic || !step.path) return null;
  const s = stepState(basic, info);
  return s === 'optional' ? null : s;
}
const stateMark = (t: TodoItem): Mark =>
  t.state === 'Done' ? 'done' : t.state === 'In progress' ? 'started' : 'todo';
const MARK_WORDS: Record<Exclude<Mark, null>, string> = {
  done: 'done',
  todo: 'to do',
  started: 'in progress',
};

function MarkIcon({ mark }: { mark: Mark }) {
  if (mark === 'done') return <IconCircleCheck size={14} color="var(--mantine-color-green-7)" aria-hidden />;
  if (mark === 'started') return <IconProgress size={14} aria-hidden />;
  if (mark === 'todo') return <IconCircleDashed size={14} aria-hidden />;
  return null;
}

/**
 * Where the filer is on the guided path: the five parts of the return with the current one marked,
 * "Step n of m" with a bar, and every step behind a toggle — compact on a phone, where only the
 * step line and the bar show.
 */
export function PathProgress({ id, segment }: { id: string; segment: string }) {
  const info = useReturnInfo(id);
  const checklist = useChecklist(id);
  const [open, setOpen] = useState(false);
  const steps = guidedPath(checklist.data?.todo ?? [], checklist.data?.heading ?? 'What happened this year?');
  const index = stepIndex(steps, segment);
  const section = sectionOf(steps, segment);
  const to = (path: string) => (path ? `/form1040/${id}/${path}` : `/form1040/${id}`);
  const here = index >= 0 ? steps[index] : undefined;
  return (
    <Box component="nav" aria-label="Return progress">
      <Group component="ol" gap="md" p={0} m={0} visibleFrom="sm" style={{ listStyle: 'none' }}>
        {SECTIONS.map((s, i) => {
          const first = steps.find((x) => x.section === s.key);
          const current = s.key === section;
          return (
            <li key={s.key}>
              <Anchor
                component={Link}
                to={to(first?.path ?? '')}
                size="sm"
                fw={current ? 700 : 400}
                c={current ? undefined : 'dimmed'}
                underline={current ? 'always' : 'hover'}
                aria-current={current ? 'location' : undefined}
              >
                {i + 1}. {s.label}
              </Anchor>
            </li>
          );
        })}
      </Group>
      <Group gap="xs" justify="space-between" wrap="nowrap" mt={4}>
        <Text size="sm" data-testid="path-step">
          {here ? (
            <>
              Step {index + 1} of {steps.length}: <strong>{here.label}</strong>
            </>
          ) : (
            <>{SECTIONS.find((s) => s.key === section)?.label}: a screen outside your guided path</>
          )}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          {open ? 'Hide steps' : 'All steps'}
        </Button>
      </Group>
      <Progress
        value={here ? ((index + 1) / steps.length) * 100 : 0}
        size="sm"
        mt={4}
        aria-label={here ? `Step ${index + 1} of ${steps.length}` : 'Outside the guided path'}
      />
      {/* Rendered only while open: the closed list adds no links for keyboard or screen reader. */}
      {open && (
        <Stack component="ol" id="path-steps" gap={2} mt="xs" pl="md" m={0}>
          {steps.map((s, i) => {
            const mark = markOf(s, info.data);
            const current = i === index;
            return (
              <li key={`${s.path}-${i}`}>
                <Anchor
                  component={Link}
                  to={to(s.path)}
                  size="sm"
                  fw={current ? 700 : 400}
                  aria-current={current ? 'step' : undefined}
                >
                  <Group gap={4} wrap="nowrap" component="span">
                    <MarkIcon mark={mark} />
                    <span>{s.label}</span>
                    {mark && <VisuallyHidden> ({MARK_WORDS[mark]})</VisuallyHidden>}
                  </Group>
                </Anchor>
              </li>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
