import type { ReactNode } from 'react';
import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Role } from '@taxprep/contracts';
import { useSessionUser } from './sessionUser';

/** Staff-only screens tell everyone else plainly instead of failing later. */
export function RequireRole({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const { role } = useSessionUser();
  if (roles.includes(role)) return <>{children}</>;
  return (
    <Alert color="red" title="Unauthorized." role="alert" maw={720}>
      This page is for tax preparers and administrators.{' '}
      <Anchor component={Link} to="/dashboard">
        Back to the dashboard
      </Anchor>
    </Alert>
  );
}
