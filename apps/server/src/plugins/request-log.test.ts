import { spawn } from 'node:child_process';
import path from 'node:path';
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

describe('batchedStandardOutput', () => {
  /**
   * Runs a process that logs through the batched destination; resolves with its standard output and how it
   * ended. With `killOn`, the process is killed (no exit handler runs) as soon as its output contains that text.
   */
  const logInChild = (body: string, killOn?: string) =>
    new Promise<{ output: string; signal: NodeJS.Signals | null }>((resolve, reject) => {
      const script = `import { pino } from 'pino'; import { batchedStandardOutput } from ${JSON.stringify(path.join(import.meta.dirname, 'request-log.ts'))};
        const log = pino({}, batchedStandardOutput()); ${body}`;
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'ignore'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += String(chunk);
        if (killOn && output.includes(killOn)) child.kill('SIGKILL');
      });
      child.on('error', reject);
      child.on('close', (_code, signal) => resolve({ output, signal }));
    });

  it('writes what waits when the process exits, a crash included', async () => {
    const exited = await logInChild("log.info('first'); log.info('second'); process.exit(0);");
    expect(exited.output).toMatch(/"msg":"first".*\n.*"msg":"second"/);
    const crashed = await logInChild("log.error('about to fail'); setTimeout(() => { throw new Error('crash'); }, 10);");
    expect(crashed.output).toContain('"msg":"about to fail"');
  }, 60_000);

  it('writes a lone line while the process goes on, not only when it exits', async () => {
    // The process would exit (and so write) after 60 s; the line arrives long before, and the kill shows it.
    const { output, signal } = await logInChild("log.info('alone'); setTimeout(() => process.exit(0), 60_000);", '"msg":"alone"');
    expect(output).toContain('"msg":"alone"');
    expect(signal).toBe('SIGKILL');
  }, 90_000);
});
