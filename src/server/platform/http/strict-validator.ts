import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * One strictness rule for every contract: a request body may carry only the keys its schema names.
 * Zod objects strip unknown keys silently, so `{"isAdmin":true}` beside a valid form would pass
 * unseen; here every object inside a body schema refuses them instead (400 naming the keys, see
 * error-handler.ts). Objects that declare their own catch-all (`z.looseObject`, `.catchall()`) keep
 * it; intersections are left as they are, since each side would refuse the other side's keys.
 */
export const strictValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: route.httpPart === 'body' ? strictSchema(route.schema) : route.schema });

const strictCache = new WeakMap<z.ZodType, z.ZodType>();

/** The schema with every object made strict, down through wrappers, arrays, unions and records. */
export function strictSchema<T extends z.ZodType>(schema: T): T {
  if (!(schema instanceof z.ZodType)) return schema;
  const cached = strictCache.get(schema);
  if (cached) return cached as T;
  const made = makeStrict(schema);
  strictCache.set(schema, made);
  return made as T;
}

function makeStrict(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const clone = (changes: Record<string, unknown>) =>
    schema.clone({ ...(schema._zod.def as object), ...changes } as unknown as typeof schema._zod.def);
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def['shape'] as Record<string, z.ZodType>).map(([k, v]) => [k, strictSchema(v)]),
      );
      return clone({ shape, catchall: def['catchall'] ?? z.never() });
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return clone({ innerType: strictSchema(def['innerType'] as z.ZodType) });
    case 'array':
      return clone({ element: strictSchema(def['element'] as z.ZodType) });
    case 'record':
      return clone({ valueType: strictSchema(def['valueType'] as z.ZodType) });
    case 'union':
      return clone({ options: (def['options'] as z.ZodType[]).map((o) => strictSchema(o)) });
    case 'pipe':
      return clone({ in: strictSchema(def['in'] as z.ZodType) });
    default:
      return schema;
  }
}
