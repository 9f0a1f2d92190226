import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { OneLineRequestLog } from './request-log';

/** A reply that took `elapsedTime` ms, with its logger's three levels recorded. */
const replyTaking = (elapsedTime: number) => {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return { reply: { elapsedTime, log } as unknown as FastifyReply, log };
};
const request = {} as FastifyRequest;

describe('OneLineRequestLog', () => {
  it('writes one info line for a request answered in time', () => {
    const { reply, log } = replyTaking(35.26);
    new OneLineRequestLog().requestCompleted(null, request, reply);
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ responseTime: 35.3 }), 'request completed');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('writes a request answered after more than 2 s as a warning, which LOG_LEVEL=warn still shows', () => {
    const { reply, log } = replyTaking(2400);
    new OneLineRequestLog().requestCompleted(null, request, reply);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ responseTime: 2400 }), 'request slow');
    expect(log.info).not.toHaveBeenCalled();
  });

  it('writes a failed request as an error, however long it took', () => {
    const { reply, log } = replyTaking(3000);
    new OneLineRequestLog().requestCompleted(new Error('boom'), request, reply);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'request errored');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('writes nothing for a route whose request logging is off', () => {
    const { reply, log } = replyTaking(5000);
    new OneLineRequestLog({ disableRequestLogging: true }).requestCompleted(null, request, reply);
    expect([log.info, log.warn, log.error].every((level) => level.mock.calls.length === 0)).toBe(true);
  });
});
