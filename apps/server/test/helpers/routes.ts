import type { FastifyInstance } from 'fastify';

export interface Route {
  method: string;
  path: string;
}

/** Every API route the app registered, read from Fastify's own route tree (so a new route is covered at once). */
export function registeredRoutes(app: FastifyInstance): Route[] {
  const out: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const path = stack.join('');
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD' && x !== 'OPTIONS'))
      out.push({ method, path });
  }
  return out.filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/docs'));
}

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** The routes that take a body or change something. */
export const writeRoutes = (app: FastifyInstance) =>
  registeredRoutes(app).filter((r) => WRITE_METHODS.includes(r.method));
