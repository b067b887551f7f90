/**
 * The one access guard of every route about one return. Plugins registered in this scope get it
 * by being there (as the Fastify demo app's routes/api/autohooks.ts does): the session is checked
 * at onRequest, before the body is parsed, and the return is resolved and checked at preHandler,
 * after the path and body are validated, so a route's own 400s keep their order.
 *
 * A route finds its return through `config.returnOf`: by default the `:id` path parameter is the
 * return; `{ item }` says the parameter names a record of that kind, whose return is checked and
 * whose missing-or-not-yours answer is one and the same 404 (`missing`), so a record id reveals
 * nothing about other filers; `{ body }` and `{ query }` read the return id from a body field or a
 * query parameter.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { missingAs, notFound } from '../lib/errors';
import { loadReturn, type LoadedReturn } from '../services/returns/access';
import { findItem } from '../services/returns/store';
import { currentUser, requireUser } from './session';

type ItemRecord = NonNullable<Awaited<ReturnType<typeof findItem>>>;

export interface ReturnOf {
  /** The path parameter that names the return or the record (default `id`). */
  param?: string;
  /** The return id is this body field instead of a path parameter. */
  body?: string;
  /** The return id is this query parameter instead of a path parameter. */
  query?: string;
  /** The parameter names a record of this kind (return_items), not the return. */
  item?: Parameters<typeof findItem>[1];
  /** The answer for a record that is missing or on a return the caller may not see. */
  missing?: string;
  /** A check of the caller before the return is loaded (such as preparers only). */
  before?: (req: FastifyRequest) => void;
  /** The audit action of the access (default `read`), or how the request names it. */
  action?: string | ((req: FastifyRequest) => string);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How a route in the return scope finds its return; see plugins/return-scope.ts. */
    returnOf?: ReturnOf;
  }
  interface FastifyRequest {
    scopedReturn: LoadedReturn | null;
    scopedItem: ItemRecord | null;
  }
}

/** The return the guard loaded for this request. */
export function returnOf(req: FastifyRequest): LoadedReturn {
  if (!req.scopedReturn) throw new Error(`${req.routeOptions.url} is not in the return scope`);
  return req.scopedReturn;
}

/** The record the guard found for a route declared with `returnOf.item`. */
export function itemOf(req: FastifyRequest): ItemRecord {
  if (!req.scopedItem) throw new Error(`${req.routeOptions.url} names no record`);
  return req.scopedItem;
}

/** `METHOD /url` of every route registered in a return scope, by the server they serve on. */
const scopedRoutes = new WeakMap<object, Set<string>>();

/** The routes `app` has in a return scope, so a test can tell that no return route skips the guard. */
export function returnScopedRoutes(app: FastifyInstance): ReadonlySet<string> {
  return scopedRoutes.get(app.server) ?? new Set();
}

const decorations = fp(async (app: FastifyInstance) => {
  app.decorateRequest('scopedReturn', null);
  app.decorateRequest('scopedItem', null);
});

async function guard(app: FastifyInstance, req: FastifyRequest) {
  const spec = req.routeOptions.config.returnOf ?? {};
  spec.before?.(req);
  const source = (spec.body ? req.body : spec.query ? req.query : req.params) as Record<string, unknown>;
  const id = Number(source[spec.body ?? spec.query ?? spec.param ?? 'id']);
  const action = typeof spec.action === 'function' ? spec.action(req) : (spec.action ?? 'read');
  const actor = currentUser(req);
  if (!spec.item) {
    req.scopedReturn = await loadReturn(app, actor, id, action);
    return;
  }
  const row = await findItem(app, spec.item, id);
  if (!row) throw notFound(spec.missing);
  req.scopedReturn = await loadReturn(app, actor, row.form1040Id, action).catch(missingAs(spec.missing));
  req.scopedItem = row;
}

/**
 * Registers `routes` in the return scope. A route there that names no return in its path and
 * declares no `returnOf` is refused at start-up, so no route can sit in the scope unguarded.
 */
export function returnScope(...routes: FastifyPluginAsync[]): FastifyPluginAsync {
  return returnScopeChecked(() => undefined, ...routes);
}

/** The same, with `check` run on every return the guard found (it throws to refuse the request). */
export function returnScopeChecked(
  check: (ret: LoadedReturn) => void,
  ...routes: FastifyPluginAsync[]
): FastifyPluginAsync {
  return async (scope) => {
    await scope.register(decorations);
    scope.addHook('onRoute', (route) => {
      const spec = route.config?.returnOf;
      if (!spec?.body && !spec?.query && !route.url.includes(`:${spec?.param ?? 'id'}`))
        throw new Error(`${route.method} ${route.url} is in the return scope but names no return`);
      const seen = scopedRoutes.get(scope.server) ?? new Set<string>();
      for (const m of [route.method].flat()) seen.add(`${m} ${route.url}`);
      scopedRoutes.set(scope.server, seen);
    });
    scope.addHook('onRequest', requireUser);
    scope.addHook('preHandler', async (req) => {
      await guard(scope, req);
      check(req.scopedReturn!);
    });
    for (const r of routes) await scope.register(r);
  };
}
