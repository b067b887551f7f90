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

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** Where a value goes in a body: `['other_expenses', 0, 'description']`. */
export type FieldPath = (string | number)[];

export interface BodyRoute {
  method: string;
  /** The OpenAPI path, `/api/form1040/{id}/dependents/{itemId}`. */
  path: string;
  /** The body is a list of rows (`[ {...} ]`) rather than an object. */
  list: boolean;
  /** Every field of the body, rows' and nested objects' fields included. */
  fields: FieldPath[];
}

function fieldsOf(s: JsonSchema, prefix: FieldPath): FieldPath[] {
  const out: FieldPath[] = [];
  for (const [k, p] of Object.entries(s.properties ?? {})) {
    const at = [...prefix, k];
    out.push(at);
    for (const n of [p, ...(p.anyOf ?? []), ...(p.oneOf ?? []), ...(p.allOf ?? [])]) {
      if (n.items) out.push(...fieldsOf(n.items, [...at, 0]));
      if (n.properties) out.push(...fieldsOf({ properties: n.properties }, at));
    }
  }
  for (const sub of [...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])])
    out.push(...fieldsOf(sub, prefix));
  const seen = new Set<string>();
  return out.filter((f) => !seen.has(f.join('.')) && !!seen.add(f.join('.')));
}

/** Every route whose body the OpenAPI document describes, with the body's fields. */
export async function bodyRoutes(app: FastifyInstance): Promise<BodyRoute[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<
      string,
      Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
    >;
  }>();
  const out: BodyRoute[] = [];
  for (const [path, ops] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(ops)) {
      const schema = op.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      const list = schema.type === 'array';
      out.push({
        method: method.toUpperCase(),
        path,
        list,
        fields: list ? fieldsOf(schema.items ?? {}, [0]) : fieldsOf(schema, []),
      });
    }
  return out;
}

/** A body with each named field set to `value` (containers made on the way). */
export function bodyWith(route: Pick<BodyRoute, 'list'>, fields: FieldPath[], value: unknown): unknown {
  const root: Record<string | number, unknown> = route.list ? ([] as never) : {};
  for (const f of fields) {
    let at = root;
    f.forEach((k, i) => {
      if (i === f.length - 1) return void (at[k] = structuredClone(value));
      const next = at[k];
      if (next === null || typeof next !== 'object') at[k] = typeof f[i + 1] === 'number' ? [] : {};
      at = at[k] as Record<string | number, unknown>;
    });
  }
  return root;
}

/** A concrete URL of an OpenAPI path: `{id}`-like parameters become `id`, the others a valid word. */
export function urlOf(path: string, id: number | string): string {
  const words: Record<string, string> = {
    role: 'admin',
    type: 'w2',
    key: 'f1040.l1a',
    form: 'f1040',
    year: '2024',
  };
  return path.replace(/\{(\w+)\}|:(\w+)/g, (_m, a?: string, b?: string) => words[(a ?? b)!] ?? String(id));
}
