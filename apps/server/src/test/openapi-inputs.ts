import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

/**
 * Every string a client can send to the API, read from the OpenAPI document the app generates from
 * its route schemas: path and query parameters, declared headers and JSON body fields (one entry
 * per variant of a union body). Each endpoint comes with a baseline request that fits its schema,
 * so a test can change one string at a time and reach as deep into the handler as the rest allows.
 */

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export type InputLocation = 'path' | 'query' | 'header' | 'body';
export interface StringInput {
  location: InputLocation;
  /** The parameter name, or the body field's path ("items.0.name"). */
  path: string[];
}
export interface BaselineRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}
export interface Endpoint {
  method: string;
  /** OpenAPI template: /api/users/{id}. */
  template: string;
  baseline: BaselineRequest;
  inputs: StringInput[];
}

/** Values a pattern alone does not make valid (a card cannot expire in year 0000). */
const HINTS: Record<string, string> = {
  expirationYear: '2099',
  expirationMonth: '12',
  routingNumber: '021000021',
};

function exampleString(schema: JsonSchema, name: string | undefined): string {
  if (name && HINTS[name]) return HINTS[name];
  if (schema.enum?.length) return String(schema.enum[0]);
  if (typeof schema.const === 'string') return schema.const;
  if (schema.format === 'email') return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
  if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
  if (schema.format === 'uuid') return randomUUID();
  if (schema.pattern)
    return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 7 })[0]!;
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/**
 * A value that fits `schema` with only its required properties, recording the path of every
 * string in it, optional ones included (the test adds the one it changes).
 */
function example(schema: JsonSchema, path: string[], strings: string[][]): unknown {
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    const pick = variants.find((v) => v.type === 'string') ?? variants.find((v) => v.type !== 'null');
    return pick ? example(pick, path, strings) : null;
  }
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        const item = example(value, [...path, key], strings);
        if (schema.required?.includes(key)) out[key] = item;
      }
      return out;
    }
    case 'array':
      return schema.items ? [example(schema.items, [...path, '0'], strings)] : [];
    case 'string':
      strings.push(path);
      return exampleString(schema, path.at(-1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return undefined;
  }
}

/**
 * The endpoints of the document, for the given methods. `idFor` gives the baseline for a path
 * parameter (a real row lets a changed body reach the database).
 */
export function endpointsOf(
  doc: OpenApiDocument,
  methods: readonly string[],
  idFor: (method: string, template: string) => string = () => randomUUID(),
): Endpoint[] {
  const out: Endpoint[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!methods.includes(method.toUpperCase())) continue;
      const base: BaselineRequest = { params: {}, query: {}, headers: {}, body: undefined };
      const inputs: StringInput[] = [];
      for (const parameter of operation.parameters ?? []) {
        const location = parameter.in === 'path' ? 'params' : parameter.in === 'query' ? 'query' : 'headers';
        const strings: string[][] = [];
        const value = example(parameter.schema, [parameter.name], strings);
        if (location === 'params') base.params[parameter.name] = idFor(method.toUpperCase(), template);
        else if (parameter.required) base[location][parameter.name] = String(value);
        if (strings.length > 0 || location === 'params')
          inputs.push({ location: parameter.in as InputLocation, path: [parameter.name] });
      }
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const variants = bodySchema ? (bodySchema.oneOf ?? [bodySchema]) : [undefined];
      for (const variant of variants) {
        const strings: string[][] = [];
        const body = variant ? example(variant, [], strings) : undefined;
        out.push({
          method: method.toUpperCase(),
          template,
          baseline: { ...base, body },
          inputs: [...inputs, ...strings.map((path) => ({ location: 'body' as const, path }))],
        });
      }
    }
  }
  return out;
}

/**
 * Percent-encodes for a URL; a lone surrogate (which encodeURIComponent refuses) goes out as the
 * three bytes a careless client would send (WTF-8), the way such input reaches a server.
 */
export function encodeUrlPart(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** The baseline with one string replaced, as app.inject options. */
export function requestWith(endpoint: Endpoint, input: StringInput | null, value: string) {
  const params = { ...endpoint.baseline.params };
  const query = { ...endpoint.baseline.query };
  const headers = { ...endpoint.baseline.headers };
  let body = structuredClone(endpoint.baseline.body);
  if (input?.location === 'path') params[input.path[0]!] = value;
  if (input?.location === 'query') query[input.path[0]!] = value;
  if (input?.location === 'header') headers[input.path[0]!] = value;
  if (input?.location === 'body') body = replaceAt(body, input.path, value);
  const path = endpoint.template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeUrlPart(params[name] ?? ''),
  );
  const search = Object.entries(query)
    .map(([key, v]) => `${encodeURIComponent(key)}=${encodeUrlPart(v)}`)
    .join('&');
  return { method: endpoint.method, url: search ? `${path}?${search}` : path, headers, body };
}

function replaceAt(root: unknown, path: string[], value: string): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const container = (root ?? {}) as Record<string, unknown>;
  container[head!] = replaceAt(container[head!], rest, value);
  return container;
}
