import { Alert, Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { MSG } from '@taxprep/contracts';
import { currentStep, stepState, WIZARD_STEPS } from './progress';
import { useReturnInfo } from './returnInfo';

/**
 * Every screen of an open return: where the filer is among the steps and which are done, and —
 * once the IRS accepted the return — the screens read-only with the amended-return message.
 */
export function WizardLayout() {
  const { form1040Id = '' } = useParams();
  const { pathname } = useLocation();
  const info = useReturnInfo(form1040Id);
  const segment = pathname.split(`/form1040/${form1040Id}`)[1]?.replace(/^\/|\/$/g, '') ?? '';
  const here = currentStep(segment);
  const accepted = info.data?.status === 'Accepted';
  return (
    <Stack gap="md">
      {here && (
        <nav aria-label="Return progress">
          <Group gap={4} wrap="wrap" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {WIZARD_STEPS.map((s, i) => {
              const state = stepState(s, info.data);
              const current = s === here;
              const to = s.path ? `/form1040/${form1040Id}/${s.path}` : `/form1040/${form1040Id}`;
              return (
                <li key={s.path || 'summary'}>
                  <Anchor
                    component={Link}
                    to={to}
                    size="xs"
                    fw={current ? 700 : 400}
                    underline={current ? 'always' : 'hover'}
                    aria-current={current ? 'step' : undefined}
                    c={current ? undefined : 'dimmed'}
                  >
                    <Group gap={2} wrap="nowrap">
                      {state === 'done' && (
                        <IconCircleCheck size={14} color="var(--mantine-color-green-7)" aria-hidden />
                      )}
                      {state === 'todo' && <IconCircleDashed size={14} aria-hidden />}
                      <span>
                        {i + 1}. {s.label}
                      </span>
                      <VisuallyHidden>
                        {state === 'done' ? ' (done)' : state === 'todo' ? ' (to do)' : ' (optional)'}
                      </VisuallyHidden>
                    </Group>
                  </Anchor>
                </li>
              );
            })}
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {WIZARD_STEPS.filter((s) => stepState(s, info.data) === 'done').length} of{' '}
            {WIZARD_STEPS.filter((s) => s.done).length} required steps done
          </Text>
        </nav>
      )}
      {accepted && (
        <Alert color="blue" title="Accepted return" role="status">
          {MSG.acceptedReadOnly}
        </Alert>
      )}
      {accepted ? (
        // Every input and button of the screen is disabled at once; nothing can be saved.
        <fieldset
          disabled
          style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
          aria-label="Read-only return"
        >
          <Outlet />
        </fieldset>
      ) : (
        <Outlet />
      )}
    </Stack>
  );
}
