import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';

type SecurityConfig = Pick<AppConfig, 'PUBLIC_BASE_URL' | 'ALLOWED_ORIGINS' | 'WECHAT_PROVIDER' | 'WECHAT_OPEN_BASE_URL'>;

// One year, the value HSTS preload lists ask for.
const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy of every response. The web app is scripts and styles from its own
 * origin; AntD writes its CSS-in-JS into <style> elements and style attributes (and the WeChat
 * simulator and Swagger UI pages use style attributes), hence 'unsafe-inline' for styles only.
 * Images come from the API, data: URLs (QR codes) and blob: URLs (previews); the WeChat sign-in
 * frame shows WeChat's own page when WECHAT_PROVIDER=wechat. Pages may be framed by the app
 * itself only (the WeChat frame returns to our callback page).
 */
export const contentSecurityPolicy = (config: SecurityConfig) => {
  const wechatFrame = config.WECHAT_PROVIDER === 'wechat' ? [new URL(config.WECHAT_OPEN_BASE_URL).origin] : [];
  const https = config.PUBLIC_BASE_URL?.startsWith('https://') ?? false;
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'frame-src': ["'self'", ...wechatFrame],
      'frame-ancestors': ["'self'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
      ...(https ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
};

/** Whether the request reached us over HTTPS (X-Forwarded-Proto counts only from a trusted proxy). */
const servedOverHttps = (request: FastifyRequest, config: SecurityConfig) => request.protocol === 'https' || (config.PUBLIC_BASE_URL?.startsWith('https://') ?? false);

/**
 * The headers helmet sets for these options, computed once: they depend on the configuration only
 * (no nonces), and @fastify/helmet would rebuild helmet and re-parse the CSP on every request.
 */
export const staticHelmetHeaders = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
};

/**
 * Security headers on every response (helmet: CSP, X-Frame-Options SAMEORIGIN, nosniff,
 * Referrer-Policy no-referrer, cross-origin policies), Strict-Transport-Security only when served
 * over HTTPS, and CORS for the origins in ALLOWED_ORIGINS (none by default: same origin only).
 * The session token travels in the `token` header or form field, never in a cookie the server reads.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { config: SecurityConfig }) => {
    const { config } = options;
    const securityHeaders = staticHelmetHeaders({
      contentSecurityPolicy: contentSecurityPolicy(config),
      // Capability URLs (download links carry the token) must not leak through Referer.
      referrerPolicy: { policy: 'no-referrer' },
      frameguard: { action: 'sameorigin' },
      // Set below, only over HTTPS.
      strictTransportSecurity: false,
      // The app embeds WeChat's page in a frame; cross-origin isolation would block it.
      crossOriginEmbedderPolicy: false,
    });
    const allowed = new Set(config.ALLOWED_ORIGINS ?? []);
    // Same origin only (the default): no origin is ever answered, so the CORS plugin's work per request reduces
    // to what it does for a refused origin, done here in the one hook: `Vary: Origin` on every reply, and an
    // OPTIONS request (a preflight) answered as an unknown route.
    const sameOriginOnly = allowed.size === 0;
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(securityHeaders);
      if (servedOverHttps(request, config)) reply.header('strict-transport-security', HSTS_VALUE);
      if (sameOriginOnly) reply.header('vary', 'Origin');
      done();
    });
    if (sameOriginOnly) {
      app.options('*', { schema: { hide: true } }, (_request, reply) => {
        reply.callNotFound();
      });
      return;
    }

    await app.register(cors, {
      // Same-origin requests need no CORS; another site's page is answered only when listed.
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['content-type', 'accept', 'token', 'x-language', 'x-request-id'],
      exposedHeaders: ['x-request-id', 'content-disposition'],
      maxAge: 600,
    });
  },
  { name: 'security-headers' },
);
