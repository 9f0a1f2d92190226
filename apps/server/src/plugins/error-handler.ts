import { type ErrorCode } from '@app/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translate } from '../i18n/translate';
import { uniqueViolationError } from '../db/unique-violations';
import { AppError } from '../lib/errors';
import { RequestValidationError, describeValidationIssues } from '../lib/validation';

export const API_PREFIX = '/api';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a path outside the API that no route serves (the web app's fallback). */
    serveWebFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

/** Framework and parser errors by their Fastify code. */
const FRAMEWORK_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'REQUEST_UNSUPPORTED_MEDIA_TYPE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'REQUEST_UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'REQUEST_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'REQUEST_TOO_LARGE',
  FST_FILES_LIMIT: 'REQUEST_TOO_LARGE',
  FST_PARTS_LIMIT: 'REQUEST_TOO_LARGE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'REQUEST_MALFORMED',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'REQUEST_MALFORMED',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'REQUEST_MALFORMED',
  FST_ERR_CTP_EMPTY_TYPE: 'REQUEST_UNSUPPORTED_MEDIA_TYPE',
};

const codeForClientError = (error: FastifyError): ErrorCode | undefined => {
  if (error.code && FRAMEWORK_ERRORS[error.code]) return FRAMEWORK_ERRORS[error.code];
  const status = error.statusCode ?? 500;
  if (status === 413) return 'REQUEST_TOO_LARGE';
  if (status === 415) return 'REQUEST_UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 404) return 'API_NOT_FOUND';
  if (status >= 400 && status < 500) return 'REQUEST_MALFORMED';
  return undefined;
};

const sendError = (reply: FastifyReply, error: AppError) => {
  const { locale } = reply.request;
  // Services may name a message key instead of a translated message.
  const details = error.details?.map((detail) =>
    detail.message.startsWith('validation.') ? { ...detail, message: translate(locale, detail.message, { field: detail.path }) } : detail,
  );
  const resultMsg = details?.length ? details.map((detail) => detail.message).join(' ') : translate(locale, `codes.${error.code}`, error.params);
  const resultData = details || error.data ? { ...(error.data ?? {}), ...(details ? { details } : {}) } : null;
  return reply.code(error.status).send({ errCode: error.errCode, resultMsg, resultData });
};

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url;

/**
 * Every failure leaves as the envelope with the right errCode and a message in
 * the request's language; 5xx are logged with the request id and never leak details.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  // API paths and their methods, to tell "no such call" (404) from "wrong method" (405).
  const apiRoutes = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const methods = apiRoutes.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    apiRoutes.set(route.url, methods);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error);
    if (error instanceof RequestValidationError) {
      const details = describeValidationIssues(request.locale, error.issues, error.input);
      return sendError(reply, new AppError('VALIDATION_FAILED', { details }));
    }
    // A unique-key race no service caught answers its spec code (db/unique-violations.ts), never 500.
    const duplicate = uniqueViolationError(error);
    if (duplicate) {
      request.log.info({ err: error }, 'unique-key race');
      return sendError(reply, duplicate);
    }
    const clientCode = codeForClientError(error);
    if (clientCode) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, new AppError(clientCode, { params: { method: request.method, path: pathOf(request), allowed: '' } }));
    }
    request.log.error({ err: error }, 'unexpected failure');
    return sendError(reply, new AppError('SYSTEM_INTERNAL_ERROR'));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request);
    if (path.startsWith(`${API_PREFIX}/`) || path === API_PREFIX) {
      const methods = apiRoutes.get(path);
      if (methods && !methods.has(request.method)) {
        const allowed = [...methods].filter((method) => method !== 'HEAD').join(', ');
        reply.header('allow', allowed);
        return sendError(reply, new AppError('API_METHOD_NOT_ALLOWED', { params: { method: request.method, path, allowed } }));
      }
      return sendError(reply, new AppError('API_NOT_FOUND', { params: { method: request.method, path } }));
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && app.serveWebFallback) {
      return app.serveWebFallback(request, reply);
    }
    return sendError(reply, new AppError('API_NOT_FOUND', { params: { method: request.method, path } }));
  });
});

