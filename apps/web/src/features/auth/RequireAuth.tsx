import type { ReactNode } from 'react';
import { Alert, Button, Center, Group, Stack, Text } from '@mantine/core';
import { Link, Navigate, useLocation } from 'react-router';
import { MSG } from '@taxprep/contracts';
import { ApiError } from '../../api/client';
import { PageLoader } from '../../ui/PageLoader';
import { READABLE_TITLE } from '../../ui/alertStyles';
import { useAuthCheck, useMe } from '../../api/auth';
import { SessionUserContext } from '../../shared/sessionUser';

const needsProfile = (role: string) => role === 'agent' || role === 'admin';

/**
 * Guards every signed-in screen: checks the session with the server, then makes sure
 * agents and admins have a preparer profile before they work on anything else.
 */
export function RequireAuth({
  children,
  pendingFrame,
}: {
  children: ReactNode;
  /** The shell around the waiting screen of a preparer not yet approved (its top bar has Logout). */
  pendingFrame?: (page: ReactNode) => ReactNode;
}) {
  const location = useLocation();
  const check = useAuthCheck();
  const user = check.data?.user;
  const me = useMe(Boolean(user && needsProfile(user.role)));

  if (check.isPending) return <PageLoader label="Checking your session…" />;
  if (check.isError || !user) {
    const err = check.error;
    if (err instanceof ApiError && err.status !== 401 && err.status !== 403) {
      return <Unreachable onRetry={() => check.refetch()} />;
    }
    return <Navigate to="/login" replace state={{ message: MSG.pleaseLogIn, from: location.pathname }} />;
  }

  if (needsProfile(user.role)) {
    if (me.isPending) return <PageLoader />;
    const onSetup = location.pathname.endsWith('/setup-profile');
    if (me.data && !me.data.has_preparer_profile && !onSetup) {
      return <Navigate to={`/${user.role}/setup-profile`} replace />;
    }
    if (me.data?.pending_approval && !onSetup) {
      const page = <AwaitingApproval role={user.role} onRetry={() => me.refetch()} framed={!!pendingFrame} />;
      return (
        <SessionUserContext.Provider value={user}>
          {pendingFrame ? pendingFrame(page) : page}
        </SessionUserContext.Provider>
      );
    }
  }

  return <SessionUserContext.Provider value={user}>{children}</SessionUserContext.Provider>;
}

/** A self-registered preparer before an administrator's approval: no one else's data yet. */
function AwaitingApproval({ role, onRetry, framed }: { role: string; onRetry: () => void; framed: boolean }) {
  // Inside the shell the page is already in its <main>.
  return (
    <Center mih="60vh" component={framed ? 'div' : 'main'}>
      <Stack align="center" maw={520}>
        <Alert color="yellow" title="Approval pending" role="status" styles={READABLE_TITLE}>
          {MSG.preparerPending} You can already complete your preparer profile; you will be able to work on
          returns once an administrator approves your account.
        </Alert>
        <Group>
          <Button component={Link} to={`/${role}/setup-profile`} variant="default">
            Preparer profile
          </Button>
          <Button onClick={onRetry}>Check again</Button>
        </Group>
      </Stack>
    </Center>
  );
}

function Unreachable({ onRetry }: { onRetry: () => void }) {
  return (
    <Center mih="60vh" component="main">
      <Stack align="center" role="alert">
        <Text>We could not reach the server. Please check your connection.</Text>
        <Button onClick={onRetry}>Try again</Button>
      </Stack>
    </Center>
  );
}
