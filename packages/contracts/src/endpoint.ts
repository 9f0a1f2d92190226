import type { z } from 'zod';

/**
 * One API call as both sides see it (issue 10 item 4): its method and path (spec §7),
 * how the request travels, the request schema the server validates and the
 * `resultData` schema of the reply envelope. The server builds its route from the
 * entry (apps/server/src/lib/route-for.ts) and the web its call
 * (apps/web/src/lib/http.ts `callEndpoint`), so a change here breaks both type checks.
 */

export type EndpointMethod = 'GET' | 'POST';

/**
 * How the parameters travel: `form` (the default, spec §7; the server also accepts
 * JSON), `json` (the web sends JSON), `multipart` (uploads: the request schema only
 * types the parts the web sends, the route reads them itself) or `query` (GET).
 */
export type RequestEncoding = 'form' | 'multipart' | 'json' | 'query';

export type Endpoint<
  Request extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
  Encoding extends RequestEncoding = RequestEncoding,
  Method extends EndpointMethod = EndpointMethod,
> = {
  readonly method: Method;
  readonly path: string;
  readonly encoding: Encoding;
  /** Body (form, json, multipart) or query (GET) fields; undefined when the call takes none. */
  readonly request: Request;
  /** The reply's `resultData`; undefined when the reply is not an envelope (a page, a file, an image). */
  readonly response: Response;
};

export type AnyEndpoint = Endpoint<z.ZodType | undefined, z.ZodType | undefined>;

type EndpointEntry<Request, Response, Encoding, Method> = {
  method?: Method;
  path: string;
  encoding?: Encoding;
  request?: Request;
  response?: Response;
};

/** One endpoint entry: POST with a form body unless it says otherwise; GET travels as the query. */
export const defineEndpoint = <
  Request extends z.ZodType | undefined = undefined,
  Response extends z.ZodType | undefined = undefined,
  Method extends EndpointMethod = 'POST',
  Encoding extends RequestEncoding = Method extends 'GET' ? 'query' : 'form',
>(
  entry: EndpointEntry<Request, Response, Encoding, Method>,
): Endpoint<Request, Response, Encoding, Method> => {
  const method = entry.method ?? 'POST';
  return {
    method: method as Method,
    path: entry.path,
    encoding: (entry.encoding ?? (method === 'GET' ? 'query' : 'form')) as Encoding,
    request: entry.request as Request,
    response: entry.response as Response,
  };
};

/** The validated request as the server's handler receives it. */
export type EndpointBody<E extends AnyEndpoint> = E['request'] extends z.ZodType ? z.output<E['request']> : undefined;

/** A form value that the server coerces (`z.coerce.*` accepts anything; the wire carries text). */
export type FormScalar = string | number | boolean;

/** One parameter as a client may pass it: coerced fields take any scalar (or a list, sent comma-joined); 'true' / 'false' flags also take booleans. */
type WireValue<V> = unknown extends V ? FormScalar | readonly FormScalar[] | null | undefined : string extends V ? V : 'true' extends V ? V | boolean : V;

/** What a client sends: the request schema's input, with the form conversions the client makes (numbers and booleans become text). */
export type EndpointParams<E extends AnyEndpoint> = E['request'] extends z.ZodType
  ? { [K in keyof z.input<E['request']>]: WireValue<z.input<E['request']>[K]> }
  : Record<string, never>;

/** The reply's `resultData` as a client reads it. */
export type EndpointResult<E extends AnyEndpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : unknown;

/** The `resultData` a server (or a test's fake server) may answer: the schema's input. */
export type EndpointReplyData<E extends AnyEndpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : unknown;
