import { validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { buildTestApp, closeTestApp } from '../../test/helper';

type Schema = Record<string, unknown> & { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; enum?: unknown[]; anyOf?: Schema[]; $ref?: string };
type Operation = {
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { name: string; in: string; schema: Schema }[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema>; responses: Record<string, { description: string }> } };

describe('the OpenAPI document (/api/openapi.json)', () => {
  let app: FastifyInstance;
  let document: OpenApi;
  beforeAll(async () => {
    app = await buildTestApp();
    document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => closeTestApp(app));

  it('is valid OpenAPI 3.1 for a standard validator (no dangling $ref)', async () => {
    const result = await validate(structuredClone(document) as never);
    expect('errors' in result ? result.errors : []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents the error envelope and the spec §8 codes on every operation', () => {
    const errorResponse = document.components.responses.Error;
    expect(errorResponse.description).toContain('| 401 | 9999 | AUTH_SESSION_INVALID |');
    expect(errorResponse.description).toContain('| 400 | 400 | VALIDATION_FAILED |');
    expect(document.components.schemas.ErrorEnvelope.required).toEqual(['errCode', 'resultMsg', 'resultData']);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter(({ operation }) => !operation.responses.default).map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('carries the schemas limits: page sizes, string lengths and date formats', () => {
    const body = (path: string) => document.paths[path].post.requestBody!.content['application/x-www-form-urlencoded'].schema.properties!;
    expect(body('/api/au/listedCompany/list').limit).toMatchObject({ enum: [10, 20, 30, 50], default: 20 });
    expect(body('/api/au/listedCompany/list').keyword).toMatchObject({ type: 'string', maxLength: 50 });
    expect(body('/api/au/document/search').startDate).toMatchObject({ type: 'string', format: 'date' });
    expect(body('/api/au/messageInfo/list').limit).toMatchObject({ enum: [5, 10, 20, 30, 50] });
  });
});

// ---------------------------------------------------------------------------
// Fuzz: every documented call with generated bad and random inputs (fixed seed)
// ---------------------------------------------------------------------------

/** A small seeded generator (mulberry32), so every run sends the same requests. */
const seeded = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)];
  return { next, int, pick };
};

const NASTY_STRINGS = ["' or 1=1 --", '../../etc/passwd', '<script>alert(1)</script>', '\u0000', '😀'.repeat(30), '%00%ff', '{"$gt":""}', '９９９９', '-1', '1e309', 'NaN', ' ', '汇丰控股'.repeat(40)];

/** A value for a schema: mostly plausible (within its limits), sometimes hostile. */
const valueFor = (schema: Schema | undefined, random: ReturnType<typeof seeded>, hostile: boolean, depth = 0): unknown => {
  if (!schema || depth > 3) return random.pick(NASTY_STRINGS);
  if (schema.enum && !hostile) return random.pick(schema.enum);
  if (schema.anyOf) return valueFor(random.pick(schema.anyOf), random, hostile, depth + 1);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  if (hostile) {
    const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 100;
    return random.pick([random.pick(NASTY_STRINGS), 'x'.repeat(maxLength + random.int(1, 300)), String(Number.MAX_SAFE_INTEGER * 10), '-99999999', '2026-02-30', '', 'true']);
  }
  switch (type) {
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? Math.max(schema.minimum, -1000) : -5;
      const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, 100_000) : 1000;
      return random.int(Math.ceil(min), Math.floor(max));
    }
    case 'boolean':
      return random.pick([true, false]);
    case 'array':
      return Array.from({ length: random.int(0, 3) }, () => valueFor(schema.items, random, false, depth + 1));
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, valueFor(property, random, false, depth + 1)]));
    default: {
      if (schema.format === 'date') return `20${random.int(10, 30)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
      const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 20;
      const length = random.int(typeof schema.minLength === 'number' ? schema.minLength : 0, Math.min(maxLength, 30));
      return Array.from({ length }, () => random.pick([...'abcXYZ019 汇豐-_@.'])).join('');
    }
  }
};

/** The form / query encoding of a generated object (nested values as JSON text, as a form would). */
const encode = (fields: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)])).toString();

describe('fuzz: every documented call answers bad and random input without a 5xx, in its envelope and schema', () => {
  const REQUESTS_PER_OPERATION = 4;
  let app: FastifyInstance;
  let document: OpenApi;
  let token: string;
  beforeAll(async () => {
    app = await buildTestApp();
    document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    // A VIP member: calls get past the access check and reach validation and the services.
    token = (await buildUser(app, { user: { vipStatus: 1, vipExpiresAt: new Date(Date.now() + 30 * 86_400_000) }, password: 'Harbour88' })).token;
  });
  afterAll(() => closeTestApp(app));

  it('sends a few generated requests to each operation', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
    ajv.addSchema({ $id: 'openapi', components: document.components });
    const withDocumentRefs = (schema: Schema) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as Schema;
    const random = seeded(20261125);
    const operations = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })))
      // signing out last keeps the session for the other calls
      .sort((left, right) => Number(left.path.endsWith('/exit')) - Number(right.path.endsWith('/exit')) || left.path.localeCompare(right.path));

    const failures: string[] = [];
    let requests = 0;
    let checkedReplies = 0;
    const statuses = new Map<number, number>();
    for (const { path, method, operation } of operations) {
      const contentTypes = Object.keys(operation.requestBody?.content ?? {});
      const bodySchema = contentTypes.length > 0 ? operation.requestBody!.content[contentTypes[0]].schema : undefined;
      const okSchema = operation.responses['200']?.content?.['application/json']?.schema;
      const validateOk = okSchema ? ajv.compile(withDocumentRefs(okSchema)) : undefined;
      for (let round = 0; round < REQUESTS_PER_OPERATION; round += 1) {
        const hostile = round % 2 === 1;
        const fields: Record<string, unknown> = {};
        if (round > 0) {
          for (const [key, property] of Object.entries(bodySchema?.properties ?? {})) if (random.next() < 0.8) fields[key] = valueFor(property, random, hostile && random.next() < 0.6);
          for (const parameter of operation.parameters ?? []) if (random.next() < 0.8) fields[parameter.name] = valueFor(parameter.schema, random, hostile && random.next() < 0.6);
        }
        const concretePath = path.replace(/\{(\w+)\}/g, () => encodeURIComponent(String(valueFor({ type: 'string' }, random, hostile))));
        const useJson = round === 3 && contentTypes.includes('application/json');
        const response = await app.inject({
          method: method as 'GET' | 'POST',
          url: method === 'GET' ? `${concretePath}${Object.keys(fields).length ? `?${encode(fields)}` : ''}` : concretePath,
          headers: {
            token,
            ...(method === 'GET' ? {} : { 'content-type': useJson ? 'application/json' : contentTypes.includes('multipart/form-data') ? 'multipart/form-data; boundary=x' : 'application/x-www-form-urlencoded' }),
          },
          payload: method === 'GET' ? undefined : useJson ? JSON.stringify(fields) : contentTypes.includes('multipart/form-data') && !contentTypes.includes('application/x-www-form-urlencoded') ? '--x--\r\n' : encode(fields),
        });
        requests += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const label = `${method} ${path} #${round} → ${response.statusCode}`;
        if (response.statusCode >= 500) {
          failures.push(`${label}: ${response.body.slice(0, 200)}`);
          continue;
        }
        if (!String(response.headers['content-type']).includes('application/json')) continue;
        const body = response.json() as { errCode?: unknown; resultMsg?: unknown };
        if (typeof body.errCode !== 'number' || typeof body.resultMsg !== 'string' || !('resultData' in body)) failures.push(`${label}: not an envelope ${response.body.slice(0, 200)}`);
        else if (response.statusCode === 200 && body.errCode === 0 && validateOk) {
          checkedReplies += 1;
          if (!validateOk(body)) failures.push(`${label}: reply does not match its schema: ${ajv.errorsText(validateOk.errors)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBe(operations.length * REQUESTS_PER_OPERATION);
    expect(checkedReplies).toBeGreaterThan(50);
    console.info(`fuzz: ${operations.length} operations, ${requests} requests, 0 5xx, ${checkedReplies} successful replies matched their schema; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  }, 300_000);
});
