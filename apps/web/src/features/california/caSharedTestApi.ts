/**
 * A fetch stand-in for the California screens' unit tests, answering by "METHOD /path" (unknown
 * calls answer 404). Kept here rather than in test/render.tsx, which loads the whole route table:
 * these tests then depend only on the screens they test.
 */
type Handler = (body: unknown) => { status: number; body?: unknown };

export function mockCaApi(handlers: Record<string, Handler>) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    const handler = handlers[key];
    const res = handler ? handler(body) : { status: 404, body: { error: 'Not found.' } };
    return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
      status: res.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}
