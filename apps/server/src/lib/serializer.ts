import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The reply serializer of every route with a response schema. Each zod response schema is
 * turned once into JSON Schema and compiled by fast-json-stringify (Fastify's own serializer),
 * which writes only the declared fields, in order, without a zod pass over every reply (the zod
 * pass was a large share of a list's or a search's time). A schema JSON Schema cannot express
 * keeps the zod serializer.
 *
 * With `verify` (every environment except production, so the whole test suite checks it), each
 * reply is also encoded by zod: a reply zod rejects fails as before, and a difference between the
 * two outputs is an error.
 */
export const createSerializerCompiler =
  ({ verify }: { verify: boolean }): FastifySerializerCompiler<z.ZodType> =>
  (route) => {
    const bySchema = zodSerializerCompiler(route);
    let compiled: (data: unknown) => string;
    try {
      compiled = fastJsonStringify(z.toJSONSchema(route.schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' }) as Schema);
    } catch {
      return bySchema;
    }
    if (!verify) return compiled;
    return (data) => {
      const expected = bySchema(data);
      const written = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`The compiled serializer of ${route.method} ${route.url} wrote ${written.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`);
      }
      return written;
    };
  };
