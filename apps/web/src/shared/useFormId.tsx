import { useEffect, type ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';

const MISSING = 'Form 1040 ID is missing. Redirecting…';
const REDIRECT_MS = 900;

/** The return id from the route, or null when the URL has none usable. */
export function useFormId(): string | null {
  const { form1040Id } = useParams();
  return form1040Id && /^\d+$/.test(form1040Id) ? form1040Id : null;
}

/** Renders the screen with its return id, or says it is missing and goes to the dashboard. */
export function WithFormId({
  children,
  missing = MISSING,
}: {
  children: (id: string) => ReactNode;
  /** The screen's own wording (spec 001's document screens say 'Form 1040 ID not found. Redirecting…'). */
  missing?: string;
}) {
  const id = useFormId();
  const navigate = useNavigate();
  useEffect(() => {
    if (id) return;
    const t = setTimeout(() => navigate('/dashboard', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(t);
  }, [id, navigate]);
  if (!id)
    return (
      <Alert color="red" role="alert">
        {missing}
      </Alert>
    );
  return <>{children(id)}</>;
}
