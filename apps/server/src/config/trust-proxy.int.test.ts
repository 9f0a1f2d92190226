import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp } from '../../test/helper';
import { PHONE_LOOKUPS_PER_MINUTE } from '../modules/auth/phone-lookup-limit';
import { ConfigError, loadConfig } from './env';

/** One public phone look-up (limited per client IP) through a connection from `remoteAddress`. */
const lookUp = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/phoneIsExist',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: 'phone=91234567&phoneType=2',
  });

/** Uses up one client's look-ups; every call must pass. */
const useUp = async (app: FastifyInstance, remoteAddress: string, forwardedFor: (call: number) => string | undefined) => {
  for (let call = 0; call < PHONE_LOOKUPS_PER_MINUTE; call += 1) expect((await lookUp(app, remoteAddress, forwardedFor(call))).statusCode).toBe(200);
};

describe('TRUST_PROXY setting', () => {
  it('parses false, true, hop counts and address lists, and refuses anything else', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY="10.0.0.0\/33": must be false, true, a hop count/);
  });
});

describe('per-IP limits behind a proxy', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await closeTestApp(app);
    app = undefined;
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: a client cannot dodge the limit by inventing addresses', async () => {
    app = await buildTestApp();
    await useUp(app, '198.51.100.1', (call) => `203.0.113.${call}`);
    expect((await lookUp(app, '198.51.100.1', '203.0.113.200')).statusCode).toBe(429);
  });

  it('with TRUST_PROXY=1, the address the proxy appended is the client: clients behind one proxy count apart, and spoofed entries are ignored', async () => {
    app = await buildTestApp({ TRUST_PROXY: '1' });
    const proxy = '10.0.0.5';
    // the client sends its own made-up X-Forwarded-For; the proxy appends the real address
    await useUp(app, proxy, (call) => `192.0.2.${call}, 198.51.100.7`);
    expect((await lookUp(app, proxy, '192.0.2.250, 198.51.100.7')).statusCode).toBe(429);
    // another client behind the same proxy has its own budget
    expect((await lookUp(app, proxy, '198.51.100.8')).statusCode).toBe(200);
  });

  it('with TRUST_PROXY listing the proxy, only that proxy is believed', async () => {
    app = await buildTestApp({ TRUST_PROXY: '10.0.0.5' });
    await useUp(app, '10.0.0.5', () => '198.51.100.9');
    expect((await lookUp(app, '10.0.0.5', '198.51.100.9')).statusCode).toBe(429);
    expect((await lookUp(app, '10.0.0.5', '198.51.100.10')).statusCode).toBe(200);
    // a connection not from the proxy is counted by its own address, whatever it claims
    await useUp(app, '198.51.100.11', () => '198.51.100.12');
    expect((await lookUp(app, '198.51.100.11', '198.51.100.13')).statusCode).toBe(429);
  });
});
