import { envelopeSchema, type AnyEndpoint, type EndpointBody, type EndpointReplyData, type Envelope } from '@app/contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, LogLevel, preHandlerAsyncHookHandler, RouteHandlerMethod } from 'fastify';
import { FORM_CONSUMES, MULTIPART_CONSUMES } from './route-options';

/** What a route adds to its endpoint entry: who may call it and how the API documentation shows it. */
export type RouteDocs = {
  /** Who may call this route (spec §6); required on every API route. */
  access: NonNullable<FastifyContextConfig['access']>;
  summary: string;
  tags: string[];
  description?: string;
  /** Content types of a reply that is not the JSON envelope (a file, an image). */
  produces?: string[];
  preHandler?: preHandlerAsyncHookHandler;
  /** The route's own log level, when its successful calls are not worth a line each (the health probe). */
  logLevel?: LogLevel;
};

type Fields<E extends AnyEndpoint, Encoding extends 'body' | 'query'> = E['encoding'] extends 'multipart'
  ? unknown
  : (E['encoding'] extends 'query' ? 'query' : 'body') extends Encoding
    ? EndpointBody<E>
    : unknown;

/** The request a handler receives: the body (or query, for GET) already validated by the entry's request schema. */
export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{ Body: Fields<E, 'body'>; Querystring: Fields<E, 'query'> }>;

/** A handler answers the entry's envelope, or, when the entry has no response schema, sends its own reply (a page, a file). */
export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<E['response'] extends undefined ? FastifyReply : Envelope<EndpointReplyData<E>>>;

/**
 * Registers the route of one endpoint entry (packages/contracts): method, url,
 * the body or query schema the validator checks, the content types it consumes and
 * the reply envelope `{ errCode, resultMsg, resultData }` of the entry's response schema.
 */
export const routeFor = <E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, docs: RouteDocs, handler: EndpointHandler<E>): void => {
  const { access, preHandler, summary, tags, description, produces, logLevel } = docs;
  const fields = endpoint.encoding === 'multipart' ? {} : endpoint.encoding === 'query' ? { querystring: endpoint.request } : { body: endpoint.request };
  const consumes = endpoint.encoding === 'query' ? undefined : endpoint.encoding === 'multipart' ? MULTIPART_CONSUMES : FORM_CONSUMES;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access },
    ...(preHandler ? { preHandler } : {}),
    ...(logLevel ? { logLevel } : {}),
    schema: {
      tags,
      summary,
      ...(description ? { description } : {}),
      ...(consumes ? { consumes } : {}),
      ...(endpoint.request ? fields : {}),
      ...(produces ? { produces } : {}),
      ...(endpoint.response ? { response: { 200: envelopeSchema(endpoint.response) } } : {}),
    },
    // The validator has checked the fields against the entry's schema, as EndpointRequest says.
    handler: handler as unknown as RouteHandlerMethod,
  });
};
