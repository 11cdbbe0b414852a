// Hostile requests generated from a route's own zod schemas (read as JSON Schema): a plausible request first, then
// one defect at a time in its path, query and body (wrong types, missing and extra fields, huge strings, invalid ids
// and dates, NUL bytes), and the body's shape itself (no body, junk, deep nesting, wrong content types).
import { randomUUID } from 'node:crypto';
import type { FastifySchema } from 'fastify';
import { type JsonSchema, type KnownIds, leaves, routeSchemas, sample, typeOf, withValue } from './schema-samples.js';

export type HostileRequest = {
  /** What is wrong with it, e.g. "body.email: 100k chars". */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

const HUGE = 'x'.repeat(100_000);
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** Wrong values for a field of a given type: other types, and the hostile values of its own type. */
function badValues(schema: JsonSchema): [string, unknown][] {
  const type = typeOf(schema);
  const common: [string, unknown][] = [
    ['null', null],
    ['object', { $gt: '' }],
  ];
  switch (type) {
    case 'string':
    case 'enum':
      return [
        ...common,
        ['number', 12345],
        ['empty', ''],
        ['100k chars', HUGE],
        ['NUL byte', 'a\u0000b'],
        ['lone surrogate', 'a\ud800b'],
        ['bad date', '2024-02-30'],
        ['far date', '99999-12-31'],
        ['bad id', 'not-a-uuid'],
        ['sql', "' or 1=1 --"],
      ];
    case 'integer':
    case 'number':
      return [
        ...common,
        ['numeric string', '1'],
        ['negative', -1],
        ['fraction', 1.5],
        ['huge', 1e308],
        ['unsafe integer', 2 ** 53 + 1],
        ['100k chars', HUGE],
      ];
    case 'boolean':
      return [...common, ['string', 'true'], ['number', 1]];
    case 'array':
      return [
        ['null', null],
        ['string', 'x'],
        ['object', { 0: 'a' }],
        ['empty', []],
        ['10k items', Array.from({ length: 10_000 }, () => 'x')],
      ];
    default:
      return [...common, ['string', 'x'], ['number', 1]];
  }
}

/** Nested 5,000 deep: refused before anything recurses over it. */
const deepJson = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

const PARAM_VALUES: [string, string][] = [
  ['bad id', 'not-a-uuid'],
  ['nil uuid', NIL_UUID],
  ['1000 chars', 'x'.repeat(1000)],
  ['NUL', '%00'],
  ['bad escape', '%ff'],
  ['dot dot', '..'],
  ['encoded slash', 'a%2Fb'],
  ['negative', '-1'],
  ['unicode', encodeURIComponent('Жълт')],
  ['sql', encodeURIComponent("' or 1=1 --")],
];

const QUERY_VALUES: [string, string][] = [
  ['empty', ''],
  ['100k chars', 'x'.repeat(100_000)],
  ['NUL', '%00'],
  ['bad escape', '%ff'],
  ['bad id', 'not-a-uuid'],
  ['bad date', '2024-02-30'],
  ['negative', '-1'],
  ['huge number', '1e309'],
  ['object', '[object Object]'],
];

const CORE = new Set([
  'plausible request',
  'body: none',
  'body: nested 5,000 deep',
  'body: 100k chars of junk',
  'body: extra fields',
  'content-type: text/plain',
  'query: unknown and nested keys',
]);

/** The few requests worth sending to a caller the route's access rule turns away (the rest answer alike). */
export function isCore(request: HostileRequest): boolean {
  return CORE.has(request.label) || /^params\.\w+: (NUL|bad id)$/.test(request.label);
}

/** Every hostile request for one route, from its schemas and the known ids. `*` in a path takes ids['*']. */
export function hostileRequests(route: { method: string; url: string; schema?: FastifySchema }, ids: KnownIds) {
  const schemas = routeSchemas(route.schema);
  const paramNames = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
  const params: Record<string, string> = {};
  for (const name of paramNames) {
    const fromSchema = schemas.params?.properties?.[name];
    params[name] = encodeURIComponent(String(ids[name] ?? (fromSchema ? sample(fromSchema, name, ids) : randomUUID())));
  }
  const pathWith = (values: Record<string, string>) =>
    route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => values[name] ?? '').replace(/\*$/, ids['*'] ?? 'ok');

  const query = schemas.querystring ? (sample(schemas.querystring, 'query', ids) as Record<string, unknown>) : {};
  const queryString = (values: Record<string, unknown>, raw = '') => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(values)) {
      for (const item of [v].flat()) if (item !== undefined && item !== null) search.append(k, String(item));
    }
    const text = [search.toString(), raw].filter(Boolean).join('&');
    return text ? `?${text}` : '';
  };
  const url = (values = params, q = queryString(query)) => `${pathWith(values)}${q}`;

  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  const body = schemas.body ? sample(schemas.body, 'body', ids) : undefined;
  const json = { 'content-type': 'application/json' };
  const out: HostileRequest[] = [];
  const push = (label: string, options: Partial<HostileRequest> = {}) =>
    out.push({
      label,
      method: route.method,
      url: url(),
      headers: hasBody && body !== undefined ? json : {},
      payload: hasBody && body !== undefined ? JSON.stringify(body) : undefined,
      ...options,
    });

  push('plausible request');
  for (const name of paramNames) {
    for (const [label, value] of PARAM_VALUES)
      push(`params.${name}: ${label}`, { url: url({ ...params, [name]: value }) });
  }
  if (schemas.querystring) {
    for (const key of Object.keys(schemas.querystring.properties ?? {})) {
      const rest = Object.fromEntries(Object.entries(query).filter(([k]) => k !== key));
      for (const [label, value] of QUERY_VALUES) {
        push(`query.${key}: ${label}`, { url: url(params, queryString(rest, `${key}=${value}`)) });
      }
      push(`query.${key}: repeated`, { url: url(params, queryString(rest, `${key}=1&${key}=2`)) });
    }
    push('query: unknown and nested keys', { url: url(params, queryString(query, 'zz=1&a[b][c]=1&__proto__=x')) });
  }
  if (!hasBody) return out;

  const send = (label: string, payload: string | undefined, headers: Record<string, string> = json) =>
    push(label, { headers: payload === undefined ? {} : headers, payload });
  send('body: none', undefined);
  for (const [label, payload] of [
    ['null', 'null'],
    ['array', '[]'],
    ['string', '"x"'],
    ['number', '42'],
    ['empty object', '{}'],
    ['truncated JSON', '{"a":'],
    ['nested 5,000 deep', deepJson],
    ['100k chars of junk', HUGE],
  ] as const) {
    send(`body: ${label}`, payload);
  }
  const text = body === undefined ? '{}' : JSON.stringify(body);
  send('content-type: text/plain', text, { 'content-type': 'text/plain' });
  send('content-type: form', 'a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' });
  send('content-type: multipart without parts', '--x--\r\n', { 'content-type': 'multipart/form-data; boundary=x' });
  send('content-type: xml', '<a>1</a>', { 'content-type': 'application/xml' });
  send('content-type: json with a bad charset', text, { 'content-type': 'application/json; charset=utf-16' });
  if (body === undefined || !schemas.body) return out;

  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const extra = { ...body, id: randomUUID(), role: 'admin', isAdmin: true, parentId: randomUUID(), amount: -1 };
    send('body: extra fields', JSON.stringify(extra));
  }
  const fields = leaves(schemas.body, body);
  if (fields[0]) {
    send(`body.${fields[0].path.join('.')}: nested 40 deep`, JSON.stringify(withValue(body, fields[0].path, deep(40))));
  }
  for (const leaf of fields) {
    const where = `body.${leaf.path.join('.')}`;
    if (leaf.required) send(`${where}: missing`, JSON.stringify(withValue(body, leaf.path, undefined, true)));
    for (const [label, value] of badValues(leaf.schema)) {
      send(`${where}: ${label}`, JSON.stringify(withValue(body, leaf.path, value)));
    }
  }
  return out;
}

function deep(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}
