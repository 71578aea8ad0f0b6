import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * Response serialisation compiled once per route and status. The zod type provider's
 * serializer runs the whole zod schema on every response (an encode that copies the payload) and
 * then JSON.stringify; here the contract's zod schema is turned into a JSON schema at start-up and
 * compiled by fast-json-stringify, which writes only the declared fields (unknown keys are dropped,
 * as zod's strip did) straight into the JSON text.
 *
 * A schema JSON Schema cannot express (transforms, dates, bigints, custom checks) keeps the zod
 * serializer, so its behaviour is exactly as before.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (routeSchema) => {
  const { schema } = routeSchema;
  const compiled = schema instanceof z.ZodType ? compileWithFastJson(schema) : null;
  return reusingText(compiled ?? zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]));
};

/**
 * The cached public endpoints (metrics, presale, showcase, prices...) answer the same object from
 * their TTL cache until it expires, so its JSON is kept beside it (weakly: it goes when the cache
 * drops the object) and written again as is. From its second use it is kept encoded, as a Buffer:
 * Fastify and Node send a Buffer without measuring and encoding it again, which a string of a few
 * kilobytes (the showcase) costs on every request; a fresh object, used once, is not
 * copied. Cached results are shared by every request and never mutated, which is what makes this
 * safe; a fresh object is always serialised.
 */
function reusingText(serialize: (data: unknown) => string): (data: unknown) => string {
  const kept = new WeakMap<object, string | Buffer>();
  return (data) => {
    if (data === null || typeof data !== 'object') return serialize(data);
    const earlier = kept.get(data);
    if (earlier === undefined) {
      const text = serialize(data);
      kept.set(data, text);
      return text;
    }
    if (typeof earlier === 'string') {
      const bytes = Buffer.from(earlier);
      kept.set(data, bytes);
      return bytes as unknown as string;
    }
    // Fastify's serializer type says string; its send path takes a Buffer as well and sends it as is.
    return earlier as unknown as string;
  };
}

function compileWithFastJson(schema: z.ZodType): ((data: unknown) => string) | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-07' });
    return fastJson(withoutClosedObjects(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

/**
 * fast-json-stringify already writes only declared properties. `additionalProperties: false` adds
 * nothing to that, but inside anyOf/oneOf it makes the branch check (ajv) refuse an object that
 * carries an extra field zod would simply have stripped; so it is removed.
 */
function withoutClosedObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutClosedObjects);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = withoutClosedObjects(value);
  }
  return out;
}
