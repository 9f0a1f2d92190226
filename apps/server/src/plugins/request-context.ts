import { COMMON_REQUEST_FIELDS, DEFAULT_LOCALE, localeFromLanguageParam, type Locale } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language: `language` field → X-Language → Accept-Language → en. */
    locale: Locale;
    /** The session token sent with the request (`token` field or header), if any. */
    token?: string;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/**
 * Spec §7: every non-empty parameter is trimmed; a parameter that is empty
 * after trimming counts as not sent, so "required" rules apply to it.
 */
const normaliseParameters = (input: Record<string, unknown>): Record<string, unknown> => {
  const output: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed !== '') output[key] = trimmed;
    } else if (value !== undefined && value !== null) {
      output[key] = value;
    }
  }
  return output;
};

const localeFromHeaders = (request: FastifyRequest): Locale | undefined => {
  const explicit = localeFromLanguageParam(request.headers['x-language']);
  if (explicit) return explicit;
  const accepted = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim());
  for (const candidate of accepted) {
    const locale = localeFromLanguageParam(candidate);
    if (locale) return locale;
  }
  return undefined;
};

/** Reads token and language from every request and normalises its parameters. */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.decorateRequest('token', undefined);

  app.addHook('onRequest', async (request) => {
    const query = isPlainObject(request.query) ? request.query : {};
    request.locale = localeFromLanguageParam(query.language) ?? localeFromHeaders(request) ?? DEFAULT_LOCALE;
    const headerToken = request.headers.token;
    if (typeof headerToken === 'string' && headerToken.trim()) request.token = headerToken.trim();
  });

  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD') request.body = {};
    for (const part of ['body', 'query'] as const) {
      const source = request[part];
      if (!isPlainObject(source)) continue;
      const values = normaliseParameters(source);
      const language = localeFromLanguageParam(values.language);
      if (language) request.locale = language;
      if (typeof values.token === 'string') request.token = values.token;
      for (const field of COMMON_REQUEST_FIELDS) delete values[field];
      request[part] = values;
    }
  });
});
