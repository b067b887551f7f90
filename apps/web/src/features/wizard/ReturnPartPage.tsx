import type { ReactNode } from 'react';
import { PageLoader } from '../../ui/PageLoader';
import { useReturnPart } from '../../api/returns';
import { LoadFailed } from '../../ui/LoadFailed';
import { WithFormId } from '../../shared/useFormId';

export interface LoadedPart<T> {
  id: string;
  data: T;
  /** Loads the part again (after a conflict), resolving to the fresh data. */
  refetch: () => Promise<{ data?: T }>;
}

/**
 * A wizard step that edits one part of the return (`/api/form1040/{id}/{part}`): the return id from
 * the route, a loader while the part loads, the step's own message with a retry when it fails.
 */
export function ReturnPartPage<T>({
  part,
  loadFailed,
  children,
}: {
  part: string;
  loadFailed: string;
  children: (loaded: LoadedPart<T>) => ReactNode;
}) {
  return (
    <WithFormId>
      {(id) => <PartLoader<T> id={id} part={part} loadFailed={loadFailed} render={children} />}
    </WithFormId>
  );
}

function PartLoader<T>({
  id,
  part,
  loadFailed,
  render,
}: {
  id: string;
  part: string;
  loadFailed: string;
  render: (loaded: LoadedPart<T>) => ReactNode;
}) {
  const q = useReturnPart<T>(id, part);
  if (q.isPending) return <PageLoader />;
  if (q.isError) return <LoadFailed error={q.error} message={loadFailed} onRetry={() => q.refetch()} />;
  return render({ id, data: q.data, refetch: q.refetch });
}
