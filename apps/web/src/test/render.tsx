import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../api/queryClient';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';

/** Renders the real app at `path`, as the browser would after navigating there. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const utils = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

type Handler = (body: unknown, init: RequestInit) => { status: number; body?: unknown };

/** A fetch stand-in answering by "METHOD /path"; unknown calls answer 404. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    const handler = handlers[key];
    const res = handler ? handler(body, init) : { status: 404, body: { error: 'Not found.' } };
    return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
      status: res.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}

/** Renders one component with the app's providers and a router at `path`. */
export function renderWithProviders(ui: React.ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

export const USER = { id: 1, username: 'alice', role: 'user' as const };
export const authOk =
  (user: { id: number; username: string; role: string } = USER) =>
  () => ({
    status: 200,
    body: { success: true, user },
  });
