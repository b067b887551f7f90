/**
 * What a route's body must be at the top (an object, a list), read from its zod schema, so a body
 * of another shape (null, a list, a string, a number) is refused with a message before the schema
 * runs: a kind's own rules then never see anything but an object.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { MSG } from '@taxprep/contracts';

type Shape = 'object' | 'array' | 'null' | 'undefined' | 'any';

interface Def {
  type: string;
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The top-level shapes a schema accepts; 'any' when it takes anything (a transform, z.unknown()). */
export function bodyShapes(schema: z.ZodType): Set<Shape> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
    case 'record':
      return new Set(['object']);
    case 'array':
    case 'tuple':
      return new Set(['array']);
    case 'null':
      return new Set(['null']);
    case 'pipe':
      // z.preprocess is a pipe from a transform: what the transform passes on is checked after it.
      return defOf(def.in!).type === 'transform' ? bodyShapes(def.out!) : bodyShapes(def.in!);
    case 'intersection': {
      const l = bodyShapes(def.left!);
      const r = bodyShapes(def.right!);
      if (l.has('any')) return r;
      if (r.has('any')) return l;
      return new Set([...l].filter((x) => r.has(x)));
    }
    case 'union':
      return new Set(def.options!.flatMap((o) => [...bodyShapes(o)]));
    case 'nullable':
      return new Set([...bodyShapes(def.innerType!), 'null']);
    case 'optional':
      return new Set([...bodyShapes(def.innerType!), 'undefined']);
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return bodyShapes(def.innerType!);
    case 'lazy':
      return bodyShapes(def.getter!());
    default:
      return new Set(['any']);
  }
}

const shapeOf = (v: unknown): Shape =>
  v === null
    ? 'null'
    : v === undefined
      ? 'undefined'
      : Array.isArray(v)
        ? 'array'
        : typeof v === 'object'
          ? 'object'
          : 'any';

/** Fastify's zod validator, with a body's shape checked first. */
export const shapeCheckedValidator: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  const shapes = bodyShapes(route.schema);
  if (shapes.has('any')) return validate;
  const message = shapes.has('object') ? MSG.bodyNotObject : MSG.bodyNotList;
  return (data) => {
    const shape = shapeOf(data);
    // 'any' here is a string, number or boolean: no route takes one as its whole body.
    if (shape === 'any' || !shapes.has(shape))
      return { error: [{ keyword: 'type', instancePath: '', schemaPath: '#', params: {}, message }] };
    return validate(data);
  };
};
