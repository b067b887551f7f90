import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from './PageLoader';

/**
 * A screen loaded on first navigation, as its own chunk, so the first page (sign-in) does not
 * download every feature. `name` is the module's named export.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: each page keeps its own type
type AnyComponent = ComponentType<any>;

export function lazyPage<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** Shows a spinner in place of a screen whose code is still loading. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}

/** An <Outlet /> whose lazily loaded screens show a spinner while they load. */
export function SuspenseOutlet() {
  return (
    <PageSuspense>
      <Outlet />
    </PageSuspense>
  );
}
