import { feedbackEndpoints, type accountEndpoints, userContentEndpoints, type EndpointParams, type EndpointResult, type UserInfo } from '@app/contracts';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { ReplyShapeError, callEndpoint, configureHttp, resetHttpEnvironment } from './http';

/** A fake server answering every call with `resultData`; returns the form bodies sent. */
const answerWith = (resultData: unknown) => {
  const sent: Record<string, string>[] = [];
  configureHttp({
    getToken: () => 'token-123',
    fetch: async (_url, init) => {
      sent.push(Object.fromEntries(new URLSearchParams(String(init.body))));
      return new Response(JSON.stringify({ errCode: 0, resultMsg: 'Success', resultData }));
    },
  });
  return sent;
};

afterEach(() => resetHttpEnvironment());

describe('callEndpoint: one contract entry types the web call (issue 10 item 4)', () => {
  it('takes the request schema as its parameters and answers the response type', () => {
    expectTypeOf<EndpointParams<typeof userContentEndpoints.addFolder>>().toEqualTypeOf<{ name: string; instructions?: string | undefined }>();
    expectTypeOf<EndpointResult<typeof userContentEndpoints.addFolder>>().toEqualTypeOf<string>();
    expectTypeOf<EndpointResult<typeof accountEndpoints.getUserInfo>>().toEqualTypeOf<UserInfo>();
    // type-checked only (npm run typecheck): never called
    const calls = () => {
      expectTypeOf(callEndpoint(userContentEndpoints.addFolder, { name: 'Deals' })).resolves.toEqualTypeOf<string>();
      // @ts-expect-error a field the schema does not have
      void callEndpoint(userContentEndpoints.addFolder, { name: 'Deals', colour: 'red' });
      // @ts-expect-error a required field left out
      void callEndpoint(feedbackEndpoints.add, { phone: '91234567', content: 'Hello' });
    };
    expect(calls).toBeTypeOf('function');
  });

  it('sends the parameters form-encoded and resolves with resultData when it matches the schema', async () => {
    const sent = answerWith('a3c1');
    await expect(callEndpoint(userContentEndpoints.addFolder, { name: ' Deals ', instructions: '' })).resolves.toBe('a3c1');
    expect(sent).toEqual([{ name: 'Deals', token: 'token-123', language: '2', requestTime: expect.any(String) }]);
  });

  it('rejects in tests a reply that does not match the response schema', async () => {
    answerWith({ id: 'a3c1' });
    const error = await callEndpoint(userContentEndpoints.addFolder, { name: 'Deals' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ReplyShapeError);
    expect((error as ReplyShapeError).path).toBe('/au/favorites/add');
  });

  it('only logs a mismatch in development and lets the reply through', async () => {
    answerWith({ id: 'a3c1' });
    configureHttp({ replyCheck: 'warn' });
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      await expect(callEndpoint(userContentEndpoints.addFolder, { name: 'Deals' })).resolves.toEqual({ id: 'a3c1' });
    } finally {
      console.error = original;
    }
    expect(String((logged[0] as unknown[])[0])).toContain('/au/favorites/add');
  });
});
