// Plausible values from a route's zod schemas, read as JSON Schema: the starting point that the hostile variants
// then break one field at a time.
import { randomUUID } from 'node:crypto';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
};

/** Known record ids by field or parameter name, so a request reaches past "not found" into the handler. */
export type KnownIds = Record<string, string>;

/** The zod schemas of a route as JSON Schema (input side); a part that cannot be converted is left out. */
export function routeSchemas(schema: FastifySchema | undefined): {
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
} {
  const convert = (part: unknown): JsonSchema | undefined => {
    if (!(part instanceof z.ZodType)) return undefined;
    return z.toJSONSchema(part, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  };
  return { body: convert(schema?.body), querystring: convert(schema?.querystring), params: convert(schema?.params) };
}

/** The first concrete alternative of a schema (a nullable or union field is sampled by its first non-null option). */
function concrete(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return concrete(options.find((o) => o.type !== 'null') ?? options[0] ?? {});
  if (schema.allOf?.length) return concrete(Object.assign({}, ...schema.allOf));
  return schema;
}

export function typeOf(schema: JsonSchema): string | undefined {
  const s = concrete(schema);
  if (s.enum || s.const !== undefined) return 'enum';
  return Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
}

/** Strings that pass most fields' patterns; the first one fitting the field's pattern and lengths is used. */
function sampleString(s: JsonSchema, key: string, ids: KnownIds): string {
  if (ids[key]) return ids[key];
  if (s.format === 'uuid') return randomUUID();
  if (s.format === 'email' || /email/i.test(key)) return `fuzz-${randomUUID().slice(0, 8)}@example.bg`;
  if (s.format === 'date-time') return new Date().toISOString();
  const candidates = [
    ...(/date|day|from|to$/i.test(key) ? ['2024-05-06'] : []),
    ...(/month|period/i.test(key) ? ['2024-05'] : []),
    ...(/time|start/i.test(key) ? ['10:00'] : []),
    ...(/phone/i.test(key) ? ['0888123456'] : []),
    ...(/url|redirect|callback/i.test(key) ? ['/'] : []),
    ...(/password/i.test(key) ? ['swim-secret-1'] : []),
    'Проба на текст',
    '2024-05-06',
    '2024-05',
    '10:00',
    'abc',
    'ok',
  ];
  const pattern = s.pattern ? new RegExp(s.pattern, 'u') : null;
  const fits = (v: string) =>
    (!pattern || pattern.test(v)) && v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity);
  return candidates.find(fits) ?? 'x'.repeat(Math.max(1, s.minLength ?? 1));
}

/** A plausible value for a schema; object fields are all filled, optional ones included. */
export function sample(schema: JsonSchema, key: string, ids: KnownIds): unknown {
  const s = concrete(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return ids[key] && s.enum.includes(ids[key]) ? ids[key] : s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (typeOf(s)) {
    case 'string':
      return sampleString(s, key, ids);
    case 'integer':
    case 'number': {
      const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(low, /distance/i.test(key) ? 50 : 1), s.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items ?? {}, key, ids));
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, k, ids)]));
    default:
      return 'ok';
  }
}

export type Leaf = { path: (string | number)[]; schema: JsonSchema; required: boolean };

/** Every field of a sampled value with its schema, nested objects and array items included. */
export function leaves(schema: JsonSchema, value: unknown, path: (string | number)[] = [], required = true): Leaf[] {
  const s = concrete(schema);
  const out: Leaf[] = path.length ? [{ path, schema: s, required }] : [];
  if (typeOf(s) === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(s.properties ?? {})) {
      out.push(...leaves(v, (value as Record<string, unknown>)[k], [...path, k], s.required?.includes(k) ?? false));
    }
  }
  if (typeOf(s) === 'array' && Array.isArray(value) && value.length > 0) {
    out.push(...leaves(s.items ?? {}, value[0], [...path, 0], true));
  }
  return out;
}

export function withValue(base: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}
