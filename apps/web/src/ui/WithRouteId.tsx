import { useEffect, type ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';

const REDIRECT_MS = 900;

interface Props {
  /** The route parameter holding the numeric id. */
  param: string;
  redirectTo: string;
  message: string;
  children: (id: string) => ReactNode;
}

/** Renders the screen with the id from the route, or says it is missing and moves on after 0.9 s. */
export function WithRouteId({ param, redirectTo, message, children }: Props) {
  const raw = useParams()[param];
  const id = raw && /^\d+$/.test(raw) ? raw : null;
  const navigate = useNavigate();
  useEffect(() => {
    if (id) return;
    const t = setTimeout(() => navigate(redirectTo, { replace: true }), REDIRECT_MS);
    return () => clearTimeout(t);
  }, [id, navigate, redirectTo]);
  if (!id)
    return (
      <Alert color="red" role="alert" maw={720}>
        {message}
      </Alert>
    );
  return <>{children(id)}</>;
}
