/**
 * Issue 22 item 25: no zod wording reaches a user. Every schema the contracts export (and every
 * document kind's write schema) is given wrong input of every kind, field by field, and no message
 * may read like zod's own ("Invalid option: expected one of …", "Invalid input: expected string,
 * received number", "Too big: …").
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../src';
import { documentSchema, ROUTED_KINDS } from '../src';

const ZOD_WORDING =
  /^(Invalid (input|option|string|number|key|element|union|date|type)\b|Invalid email address|Too (big|small)\b|Unrecognized key)|expected one of|expected .+, received/;

type Def = {
  type?: string;
  shape?: Record<string, unknown>;
  in?: unknown;
  innerType?: unknown;
  left?: unknown;
  right?: unknown;
  schema?: unknown;
};
const defOf = (s: unknown): Def => ((s as { _zod?: { def?: Def } })._zod?.def ?? {}) as Def;

/** The field names of an object schema behind pipes, optionals, defaults and intersections. */
function fieldsOf(schema: unknown, depth = 0): string[] {
  if (depth > 8) return [];
  const d = defOf(schema);
  if (d.type === 'object' && d.shape) return Object.keys(d.shape);
  const inner = [d.in, d.innerType, d.left, d.right, d.schema].filter(Boolean);
  return inner.flatMap((s) => fieldsOf(s, depth + 1));
}

const WRONG: unknown[] = [12345, 'zzz', {}, [], true, -1, 'x'.repeat(300), [{ a: 1 }], 1.234, 'not-a-date'];
// A body that is not an object at all (null, [], a string) is item 4's (the shared body handling
// answers it before any schema); here every schema gets an object with each field wrong in turn.
const ROOTS: unknown[] = [{}];

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

const exported = (Object.entries(contracts) as [string, unknown][]).filter(
  (e): e is [string, z.ZodType] => e[1] instanceof z.ZodType,
);
const kinds = ROUTED_KINDS.map((def) => [`${def.kind} write schema`, documentSchema(def)] as const);
const all = [...exported, ...kinds];

describe('no zod wording in any message', () => {
  it('walks enough schemas to mean something', () => {
    expect(exported.length).toBeGreaterThan(40);
    expect(kinds.length).toBeGreaterThan(10);
  });

  it.each(all.map(([name, schema]) => [name, schema] as const))('%s', (_name, schema) => {
    const found: string[] = [];
    for (const root of ROOTS) found.push(...messagesOf(schema, root));
    for (const field of fieldsOf(schema))
      for (const bad of WRONG) found.push(...messagesOf(schema, { [field]: bad }));
    const zodish = [...new Set(found.filter((m) => ZOD_WORDING.test(m)))];
    expect(zodish).toEqual([]);
  });

  it('an enum without its own message gets the product sentence (W-2 owner)', () => {
    const r = contracts.w2Schema.safeParse({ employer_name: 'Acme', owner: 'nobody' });
    expect(r.success).toBe(false);
    expect(r.error!.issues).toContainEqual(
      expect.objectContaining({ path: ['owner'], message: 'Choose one of the listed options.' }),
    );
  });
});
