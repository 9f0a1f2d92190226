import { LanguageCode, type AnyEndpoint, type EndpointParams, type EndpointResult, type Envelope, type Locale } from '@app/contracts';
import { REQUEST_TIMEOUT_MS, VISITOR_TOKEN, isEmptyValue } from '@app/domain';
import { config, type ReplyCheck } from './config';
import { CookieNames, readCookie } from './cookies';
import {
  applyNetworkFailure,
  applyReplyPolicy,
  resolveReplyPolicy,
  type NetworkFailure,
  type ReplyDecision,
  type ReplyEffects,
} from './errorPolicy';

/**
 * The one API client (spec §7). Every call goes to `config.apiBase`, carries
 * `token`, `language` and `requestTime`, drops empty parameters and sends the
 * rest trimmed and as strings. Replies are read as the envelope whatever the
 * HTTP status; the display policy (errorPolicy.ts) decides what the user sees.
 */

/** A parameter value as callers pass it; files only travel in multipart bodies. */
export type ParamValue = string | number | boolean | null | undefined | Blob | readonly (string | number)[] | Record<string, unknown>;
export type RequestParams = Record<string, ParamValue>;

/** Body encodings of spec §7: form by default, multipart for uploads, JSON where a call says so. */
export type RequestEncoding = 'form' | 'multipart' | 'json';

export type RequestOptions = {
  /** POST by default; GET sends the parameters as the query. */
  method?: 'GET' | 'POST';
  encoding?: RequestEncoding;
  /** The caller shows `resultData.details` beside its form fields (no toast for those). */
  fieldErrors?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
};

/** A reply whose errCode is not a success code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly errCode: number,
    readonly resultMsg: string,
    readonly resultData: unknown,
    readonly decision: ReplyDecision,
  ) {
    super(resultMsg || `errCode ${errCode}`);
  }
}

/** No usable reply: the request timed out or the server could not be reached. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(readonly failure: NetworkFailure) {
    super(failure === 'timeout' ? 'Request timed out' : 'Server unavailable');
  }
}

/** What the client needs from the running app; tests replace parts of it. */
export type HttpEnvironment = {
  getToken: () => string | undefined;
  getLocale: () => Locale;
  effects: ReplyEffects;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  now: () => number;
  /** What callEndpoint does with a reply that does not match its schema. */
  replyCheck: ReplyCheck;
};

const consoleEffects: ReplyEffects = {
  toast: (text) => console.warn(text),
  translate: (key) => key,
  resetSessionAndLogin: () => undefined,
  reloadUserInfoAndConfirm: () => undefined,
  openVipDialog: () => undefined,
  openCompanyVipDialog: () => undefined,
  openUsageLimitDialog: () => undefined,
  openCompanyLimitDialog: () => undefined,
  goToLogin: () => undefined,
};

const defaultEnvironment = (): HttpEnvironment => ({
  getToken: () => readCookie(CookieNames.token),
  getLocale: () => 'en',
  effects: consoleEffects,
  fetch: (input, init) => globalThis.fetch(input, init),
  now: () => Date.now(),
  replyCheck: config.replyCheck,
});

let environment: HttpEnvironment = defaultEnvironment();

/** The app registers its effects and locale source once at start-up. */
export const configureHttp = (overrides: Partial<HttpEnvironment>): void => {
  environment = { ...environment, ...overrides };
};

/** Restores the defaults (tests). */
export const resetHttpEnvironment = (): void => {
  environment = defaultEnvironment();
};

/** True when there is no token or only the visitor token (spec §4). */
export const isVisitorToken = (token: string | undefined): boolean => !token || token === VISITOR_TOKEN;

/** One parameter as text: strings trimmed, lists comma-joined, objects as JSON. */
const stringifyValue = (value: Exclude<ParamValue, Blob | null | undefined>): string => {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map((item) => String(item).trim()).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value).trim();
};

/**
 * Adds the common fields and normalises every parameter (spec §5/§7): empty
 * values (isEmptyValue) are dropped, the rest trimmed and stringified. Blobs
 * are kept as they are for multipart bodies.
 */
export const buildRequestParams = (
  params: RequestParams,
  common: { token: string | undefined; locale: Locale; requestTime: number },
): [string, string | Blob][] => {
  const merged: RequestParams = { ...params, token: common.token, language: LanguageCode[common.locale], requestTime: common.requestTime };
  const entries: [string, string | Blob][] = [];
  for (const [key, value] of Object.entries(merged)) {
    if (value instanceof Blob) {
      entries.push([key, value]);
      continue;
    }
    if (isEmptyValue(value)) continue;
    const text = stringifyValue(value as Exclude<ParamValue, Blob | null | undefined>);
    if (isEmptyValue(text)) continue;
    entries.push([key, text]);
  }
  return entries;
};

/** Turns normalised entries into the URL and fetch init of one request. */
export const encodeRequest = (
  path: string,
  entries: [string, string | Blob][],
  method: 'GET' | 'POST',
  encoding: RequestEncoding,
  /** JSON bodies only: parameters sent with their structure (lists of objects, e.g. permission entries). */
  structured: Record<string, unknown> = {},
): { url: string; init: RequestInit } => {
  const url = `${config.apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  const textEntries = entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (method === 'GET') {
    const query = new URLSearchParams(textEntries).toString();
    return { url: query ? `${url}?${query}` : url, init: { method, headers: { Accept: 'application/json' } } };
  }
  if (encoding === 'multipart') {
    const body = new FormData();
    for (const [key, value] of entries) body.append(key, value);
    return { url, init: { method, body, headers: { Accept: 'application/json' } } };
  }
  if (encoding === 'json') {
    return {
      url,
      init: {
        method,
        body: JSON.stringify({ ...Object.fromEntries(textEntries), ...structured }),
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      },
    };
  }
  return {
    url,
    init: {
      method,
      body: new URLSearchParams(textEntries).toString(),
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    },
  };
};

/** Reads the reply envelope; anything else (a proxy error page, empty body) is not a reply. */
const parseEnvelope = (text: string): Envelope<unknown> | undefined => {
  try {
    const parsed = JSON.parse(text) as Partial<Envelope<unknown>>;
    if (parsed && typeof parsed === 'object' && typeof parsed.errCode === 'number') {
      return { errCode: parsed.errCode, resultMsg: typeof parsed.resultMsg === 'string' ? parsed.resultMsg : '', resultData: parsed.resultData ?? null };
    }
  } catch {
    // not JSON: treated as an unavailable server below
  }
  return undefined;
};

const failNetwork = async (failure: NetworkFailure): Promise<never> => {
  await environment.effects.prepare?.();
  applyNetworkFailure(failure, environment.effects);
  throw new NetworkError(failure);
};

/**
 * Sends one API call and resolves with the whole reply on a success code
 * (for calls that show the server's `resultMsg`).
 * @throws ApiError for any other errCode (after the display policy ran)
 * @throws NetworkError on timeout or when the server gives no envelope
 */
export const apiRequestReply = async <T>(path: string, params: RequestParams = {}, options: RequestOptions = {}): Promise<Envelope<T>> => {
  const method = options.method ?? 'POST';
  const token = environment.getToken();
  const entries = buildRequestParams(params, { token, locale: environment.getLocale(), requestTime: environment.now() });
  // a JSON body keeps lists of objects as they are (a form has no way to say them)
  const structured =
    options.encoding === 'json'
      ? Object.fromEntries(Object.entries(params).filter(([, value]) => Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null)))
      : {};
  const { url, init } = encodeRequest(path, entries, method, options.encoding ?? 'form', structured);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);

  let text: string;
  try {
    // the token also travels as a header: the server checks access before it reads a multipart body
    const headers = token ? { ...(init.headers as Record<string, string>), token } : init.headers;
    const response = await environment.fetch(url, { ...init, headers, signal: controller.signal, credentials: 'same-origin' });
    text = await response.text();
  } catch (error) {
    if (timedOut) return failNetwork('timeout');
    if (options.signal?.aborted) throw error;
    return failNetwork('unavailable');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }

  const reply = parseEnvelope(text);
  if (!reply) return failNetwork('unavailable');
  const decision = resolveReplyPolicy(reply.errCode, { isVisitor: isVisitorToken(token) });
  if (decision.action !== 'success') await environment.effects.prepare?.();
  applyReplyPolicy(decision, reply, environment.effects, { fieldErrors: options.fieldErrors });
  if (decision.action === 'success') return reply as Envelope<T>;
  throw new ApiError(reply.errCode, reply.resultMsg, reply.resultData, decision);
};

/**
 * Sends one API call and resolves with `resultData` on a success code.
 * @throws ApiError for any other errCode (after the display policy ran)
 * @throws NetworkError on timeout or when the server gives no envelope
 */
export const apiRequest = async <T>(path: string, params: RequestParams = {}, options: RequestOptions = {}): Promise<T> =>
  (await apiRequestReply<T>(path, params, options)).resultData;

/** POST, form-encoded (the default call of spec §7). */
export const apiPost = <T>(path: string, params?: RequestParams, options?: Omit<RequestOptions, 'method'>): Promise<T> =>
  apiRequest<T>(path, params, { ...options, method: 'POST' });

/** GET with the parameters in the query. */
export const apiGet = <T>(path: string, params?: RequestParams, options?: Omit<RequestOptions, 'method' | 'encoding'>): Promise<T> =>
  apiRequest<T>(path, params, { ...options, method: 'GET' });

/** A success reply whose `resultData` does not match the endpoint's response schema (development and tests). */
export class ReplyShapeError extends Error {
  override readonly name = 'ReplyShapeError';
  constructor(
    readonly path: string,
    readonly issues: { path: PropertyKey[]; message: string }[],
  ) {
    super(`The reply of ${path} does not match its contract: ${issues.map((issue) => `${issue.path.map(String).join('.') || 'resultData'}: ${issue.message}`).join('; ')}`);
  }
}

/** Options of one typed call (the method and encoding come from the endpoint entry). */
export type CallOptions = Pick<RequestOptions, 'fieldErrors' | 'signal' | 'timeoutMs'>;

/** The parameters of a call: required when the endpoint has a request schema, else none. */
export type CallArgs<E extends AnyEndpoint> = E['request'] extends undefined
  ? [params?: Record<string, never>, options?: CallOptions]
  : [params: EndpointParams<E>, options?: CallOptions];

/** Checks `resultData` against the endpoint's response schema, as config.replyCheck says. */
const checkReply = (endpoint: AnyEndpoint, resultData: unknown): void => {
  if (!endpoint.response || environment.replyCheck === 'off') return;
  const result = endpoint.response.safeParse(resultData);
  if (result.success) return;
  const error = new ReplyShapeError(endpoint.path, result.error.issues);
  if (environment.replyCheck === 'throw') throw error;
  console.error(error.message);
};

/**
 * Sends one call of packages/contracts and resolves with the whole reply on a success code:
 * the parameters are the request schema's input, `resultData` the response schema's output.
 * @throws ApiError, NetworkError as apiRequestReply; ReplyShapeError in tests when the reply does not match
 */
export const callEndpointReply = async <E extends AnyEndpoint>(endpoint: E, ...[params, options]: CallArgs<E>): Promise<Envelope<EndpointResult<E>>> => {
  const encoding = endpoint.encoding === 'query' ? 'form' : endpoint.encoding;
  // The one place typed parameters become loose ones: buildRequestParams stringifies them for the wire.
  const reply = await apiRequestReply<EndpointResult<E>>(endpoint.path, (params ?? {}) as RequestParams, { ...options, method: endpoint.method, encoding });
  checkReply(endpoint, reply.resultData);
  return reply;
};

/**
 * Sends one call of packages/contracts and resolves with its `resultData`.
 * @throws ApiError, NetworkError as apiRequest; ReplyShapeError in tests when the reply does not match
 */
export const callEndpoint = async <E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResult<E>> =>
  (await callEndpointReply(endpoint, ...args)).resultData;
