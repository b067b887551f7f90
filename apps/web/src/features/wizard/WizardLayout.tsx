import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@taxprep/contracts';
import { api } from '../../api/client';
import { returnKey } from '../../api/returns';
import { PathProgress } from './PathProgress';
import { TodoItemBar } from './TodoItemBar';
import { useReturnInfo } from '../../api/returnInfo';
import { SuspenseOutlet } from '../../ui/lazyPage';

/**
 * Every screen of an open return: where the filer is on the guided path, the to-do item a screen
 * enters, and —
 * once the IRS accepted the return — the screens read-only with the amended-return message.
 */
export function WizardLayout() {
  const { form1040Id = '' } = useParams();
  const { pathname } = useLocation();
  const info = useReturnInfo(form1040Id);
  const segment = pathname.split(`/form1040/${form1040Id}`)[1]?.replace(/^\/|\/$/g, '') ?? '';
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
      <PathProgress id={form1040Id} segment={segment} />
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
      {!accepted && <TodoItemBar id={form1040Id} segment={segment} />}
    </Stack>
  );
}
