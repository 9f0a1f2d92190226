import { createRequire } from 'node:module';
import type net from 'node:net';

const require = createRequire(import.meta.url);

/** Each connection reads into one buffer of this size, reused for every read (libuv's default read size). */
const READ_BUFFER_BYTES = 65_536;

/**
 * Makes autocannon 8 cost its machine what a browser's reading would, so that on shared cores bench:api measures
 * the server rather than the load generator. Two costs grow with the size of each reply and have nothing to do with
 * the server that sent it (docs/PERFORMANCE.md, twelfth and fourteenth rounds):
 *
 * - Every reply's body was appended to a string (lib/pipelinedRequestsQueue.js `addBody`: `req.body += data`), for
 *   options bench:api does not use (expectBody, verifyBody, a request's onResponse). Decoding the entry script's
 *   28 kB of brotli as UTF-8 cost about 0.7 ms a reply.
 * - Node hands each socket read to JavaScript in a new ArrayBuffer of the bytes read (zero-filled, then copied:
 *   src/stream_base.cc `EmitToJSStreamListener::OnStreamRead`), and that external memory drives V8 into major
 *   collections. Reading the same 28 kB replies cost 110–170 µs a reply, against 25–30 µs reading into one reused
 *   buffer per connection (the socket option `onread`); a bare Fastify route sending those bytes measured 0.2 of the
 *   bare JSON route with the first and 0.9 with the second.
 *
 * Replies are still parsed and counted; http-parser-js reads each chunk before the next read overwrites the buffer
 * (header lines become strings, the body is only counted). Throws when autocannon no longer has what is patched.
 */
export const leanAutocannon = () => {
  const requestsQueue = require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody?: unknown } };
  const client = require('autocannon/lib/httpClient.js') as { prototype: { _connect?: (this: { secure?: boolean; ipc?: boolean }) => void } };
  const connectOf = client.prototype._connect;
  if (typeof requestsQueue.prototype.addBody !== 'function' || typeof connectOf !== 'function') {
    throw new Error('autocannon no longer has PipelinedRequestsQueue.addBody or Client._connect: check load-generator.ts (or run with --stock-autocannon)');
  }
  requestsQueue.prototype.addBody = () => undefined;
  const nodeNet = require('node:net') as typeof net;
  client.prototype._connect = function () {
    // A plain TCP connection (bench:api's) is made by `net.connect(port, host)` inside _connect: that one call
    // gets the option; TLS and socket paths keep autocannon's own.
    if (this.secure || this.ipc) return connectOf.call(this);
    const connect = nodeNet.connect;
    nodeNet.connect = ((port: number, host: string) => {
      const buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
      // With `onread` the socket emits no 'data': the read is handed to autocannon's listener as it was.
      const socket: net.Socket = connect({
        port,
        host,
        onread: {
          buffer,
          callback: (bytes) => {
            socket.emit('data', buffer.subarray(0, bytes));
            return true;
          },
        },
      });
      return socket;
    }) as typeof nodeNet.connect;
    try {
      return connectOf.call(this);
    } finally {
      nodeNet.connect = connect;
    }
  };
};
