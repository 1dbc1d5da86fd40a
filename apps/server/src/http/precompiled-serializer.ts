import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerInput = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

/**
 * Response serializers compiled once per route from the shared zod schemas: the schema becomes a
 * JSON Schema and fast-json-stringify turns that into a function that writes only the declared
 * fields (an unknown field can never leak), several times faster than checking with zod and
 * JSON.stringify. A schema JSON Schema cannot express (a Date) keeps the zod serializer.
 * With `verify` (the test suite) every response is also serialized by zod and the two must agree,
 * so a difference between the compiled and the declared shape fails a test, not a patient.
 */
export function createPrecompiledSerializerCompiler({ verify }: { verify: boolean }) {
  return (input: SerializerInput): ((data: unknown) => string) => {
    const zodSerialize = zodSerializerCompiler(input as never) as (data: unknown) => string;
    const compiled = compileFromZod(input.schema);
    if (!compiled) return zodSerialize;
    if (!verify) return rememberingLastText(compiled);
    return (data) => {
      const fast = compiled(data);
      const expected = zodSerialize(data);
      if (!isDeepStrictEqual(JSON.parse(fast), JSON.parse(expected))) {
        throw new Error(`The compiled serializer of ${input.method} ${input.url} differs from its zod schema:\n${fast}\n${expected}`);
      }
      return fast;
    };
  };
}

/**
 * Compiled serializers by schema object. A serializer is a pure function of its schema, so one
 * schema used by many routes and statuses (the error shape is on every route) is compiled once
 * per process, and so is every schema when a process builds several apps (the test files).
 */
const compiledBySchema = new WeakMap<z.ZodType, ((data: unknown) => string) | null>();

function compileFromZod(schema: unknown): ((data: unknown) => string) | null {
  if (!(schema instanceof z.ZodType)) return null;
  if (compiledBySchema.has(schema)) return compiledBySchema.get(schema) ?? null;
  let compiled: ((data: unknown) => string) | null;
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    compiled = fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    compiled = null;
  }
  compiledBySchema.set(schema, compiled);
  return compiled;
}

/**
 * A copy kept by the read cache (cache/read-cache.ts) is the same object on every request: its
 * text is written once and reused while the copy lives. Kept by object identity in a WeakMap, so
 * it goes with the copy; handlers build new objects for everything else.
 */
function rememberingLastText(serialize: (data: unknown) => string): (data: unknown) => string {
  const texts = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let text = texts.get(data);
    if (text === undefined) {
      text = serialize(data);
      texts.set(data, text);
    }
    return text;
  };
}
