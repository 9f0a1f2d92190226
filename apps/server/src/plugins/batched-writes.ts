import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type Write = { socket: Socket; run: () => void };

const pending: Write[] = [];
let flushScheduled = false;

/** Hands every waiting write to its socket, in the order they were made. */
const flush = () => {
  flushScheduled = false;
  // Writes made while flushing (a stream's next chunk) wait for the next turn.
  const writes = pending.splice(0);
  for (const { socket, run } of writes) {
    try {
      run();
    } catch (error) {
      // Not expected (a socket reports write errors to the write's callback); one connection's fault ends that connection only.
      socket.destroy(error as Error);
    }
  }
};

const later = (socket: Socket, run: () => void) => {
  pending.push({ socket, run });
  if (!flushScheduled) {
    flushScheduled = true;
    setImmediate(flush);
  }
};

/**
 * The socket's writes reach the kernel at the end of the event loop's turn, together with every other
 * connection's, instead of one by one as each reply is made (the way Redis writes its replies before it
 * sleeps). Each write to a local peer (a reverse proxy, a load generator) wakes the peer if it sleeps: made
 * as each request is answered, nearly every reply paid for a wake-up inside `writev`, 40–50 % of a busy
 * server's time on the signed-in calls; written together, the peer wakes once and reads several
 * (docs/PERFORMANCE.md, thirteenth round). A reply waits at most until the end of the turn it was made in
 * (the other requests read in that turn). The socket's own
 * stream keeps its order, back-pressure and errors: it sees one write in progress until the turn ends.
 */
export const batchSocketWrites = (socket: Socket) => {
  const { _write: write, _writev: writev } = socket as unknown as {
    _write: (chunk: unknown, encoding: BufferEncoding, callback: (error?: Error | null) => void) => void;
    _writev: (chunks: unknown[], callback: (error?: Error | null) => void) => void;
  };
  Object.assign(socket, {
    _write(this: Socket, chunk: unknown, encoding: BufferEncoding, callback: (error?: Error | null) => void) {
      later(this, () => write.call(this, chunk, encoding, callback));
    },
    _writev(this: Socket, chunks: unknown[], callback: (error?: Error | null) => void) {
      later(this, () => writev.call(this, chunks, callback));
    },
  });
};

/** Every connection the app's HTTP server accepts writes in batches (batchSocketWrites). */
export const batchedWritesPlugin = fp(
  async (app: FastifyInstance) => {
    app.server.on('connection', batchSocketWrites);
  },
  { name: 'batched-writes' },
);
