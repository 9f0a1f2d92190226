import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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
