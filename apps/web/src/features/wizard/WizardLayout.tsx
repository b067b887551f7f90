import { Alert, Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@taxprep/contracts';
import { api } from '../../api/client';
import { returnKey } from '../../api/returns';
import { currentStep, stepState, WIZARD_STEPS } from './progress';
import { useReturnInfo } from '../../api/returnInfo';
import { SuspenseOutlet } from '../../ui/lazyPage';

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
  const isAccepted = info.data?.status === 'Accepted';
  // An accepted return is changed only through a Form 1040-X: once one exists the screens are
  // writable again (the server allows it too), and the 1040-X screen itself always is.
  const amendments = useQuery({
    queryKey: returnKey(form1040Id, 'form1040x'),
    enabled: isAccepted,
    queryFn: () => api.get<unknown[]>(`/api/form1040/${form1040Id}/form1040x`),
  });
  const amending = isAccepted && (amendments.data?.length ?? 0) > 0;
  // The Review step and the downloads change nothing of the return: an accepted one still uses them.
  const accepted =
    isAccepted && !amending && !['1040x', '1040x/review', 'review', 'download'].includes(segment);
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
          {MSG.acceptedReadOnly}{' '}
          <Anchor
            component={Link}
            to={`/form1040/${form1040Id}/1040x`}
            c="inherit"
            fw={700}
            underline="always"
          >
            Start Form 1040-X
          </Anchor>
        </Alert>
      )}
      {amending && (
        <Alert color="blue" title="Amending an accepted return" role="status">
          Changes you make now go into column C of your{' '}
          <Anchor
            component={Link}
            to={`/form1040/${form1040Id}/1040x`}
            c="inherit"
            fw={700}
            underline="always"
          >
            Form 1040-X
          </Anchor>
          ; the accepted figures stay in column A.
        </Alert>
      )}
      {accepted ? (
        // Every input and button of the screen is disabled at once; nothing can be saved.
        <fieldset
          disabled
          style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
          aria-label="Read-only return"
        >
          <SuspenseOutlet />
        </fieldset>
      ) : (
        <SuspenseOutlet />
      )}
    </Stack>
  );
}
