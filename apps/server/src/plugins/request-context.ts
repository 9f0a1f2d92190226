import { COMMON_REQUEST_FIELDS, DEFAULT_LOCALE, localeFromAcceptLanguage, localeFromLanguageParam, type Locale } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language: `language` field → X-Language → Accept-Language → en. */
    locale: Locale;
    /** True when the request named its language (parameter or header), false when `locale` is the default. */
    localeGiven: boolean;
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

const localeFromHeaders = (request: FastifyRequest): Locale | undefined =>
  localeFromLanguageParam(request.headers['x-language']) ?? localeFromAcceptLanguage(request.headers['accept-language']);

/** Reads token and language from every request and normalises its parameters. */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.decorateRequest('localeGiven', false);
  app.decorateRequest('token', undefined);

  // Callback hooks (not async): they run on every request, and a promise per hook costs more than their work.
  app.addHook('onRequest', (request, _reply, done) => {
    const query = isPlainObject(request.query) ? request.query : {};
    const given = localeFromLanguageParam(query.language) ?? localeFromHeaders(request);
    request.locale = given ?? DEFAULT_LOCALE;
    request.localeGiven = given !== undefined;
    const headerToken = request.headers.token;
    if (typeof headerToken === 'string' && headerToken.trim()) request.token = headerToken.trim();
    done();
  });

  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD') request.body = {};
    for (const part of ['body', 'query'] as const) {
      const source = request[part];
      if (!isPlainObject(source)) continue;
      const values = normaliseParameters(source);
      const language = localeFromLanguageParam(values.language);
      if (language) {
        request.locale = language;
        request.localeGiven = true;
      }
      if (typeof values.token === 'string') request.token = values.token;
      for (const field of COMMON_REQUEST_FIELDS) delete values[field];
      request[part] = values;
    }
    done();
  });
});
