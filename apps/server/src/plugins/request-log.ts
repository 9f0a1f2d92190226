import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino } from 'pino';

/** A request answered later than this is logged as a warning, so it shows at LOG_LEVEL=warn too. */
const SLOW_REQUEST_MS = 2000;

/**
 * One log line per request, when it is answered: method, path (tokens redacted by the app's
 * request serializer), request id, client address, status and time taken. Fastify's default wrote
 * two lines per request ('incoming request' and 'request completed'), each a synchronous write.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    else if (responseTime > SLOW_REQUEST_MS) reply.log.warn({ req: request, res: reply, responseTime }, 'request slow');
    else reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
  }
}

/** Lines are written once this many bytes are waiting: with lines under 2 kB (every request's line), a write
 * stays under PIPE_BUF (4096), so the lines of several workers sharing one standard output never interleave. */
const LOG_BATCH_BYTES = 2048;
/** The longest a line waits for others to fill a write. */
const LOG_BATCH_MAX_DELAY_MS = 1000;

let standardOutput: ReturnType<typeof pino.destination> | undefined;

/**
 * The process's log destination: standard output, written synchronously in batches of a few lines.
 * pino's default writes each line asynchronously, one libuv thread-pool write and one wake-up of the event
 * loop per request (or per handful of lines under load); batched synchronous writes save a few µs per request
 * (docs/PERFORMANCE.md, tenth round). A line waits at most a second, and whatever waits is written before the process exits (a
 * crash included; a killed process loses at most that second). One destination per process: apps built in
 * tests share it.
 */
export const batchedStandardOutput = () => {
  if (!standardOutput) {
    const destination = pino.destination({ dest: 1, sync: true, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_BATCH_MAX_DELAY_MS });
    process.on('exit', () => destination.flushSync());
    standardOutput = destination;
  }
  return standardOutput;
};
