import { pino, type DestinationStream } from 'pino';

let buffered: { bytes: number; destination: DestinationStream } | undefined;

/**
 * Where the process's JSON log lines go: standard output, in batches of `bufferBytes` (LOG_BUFFER_BYTES) written
 * together, at most a second late, and written out when the process exits. A write is a system call: one per
 * request line cost the health call about as much as the rest of its own work (docs/PERFORMANCE.md, seventh
 * round). 0 writes every line at once, synchronously (pino's default). One destination per process: every app
 * built in it (tests build many) shares it and its one timer.
 */
export const logDestination = (bufferBytes: number): DestinationStream => {
  if (bufferBytes === 0) return pino.destination({ dest: 1, sync: true });
  if (buffered?.bytes === bufferBytes) return buffered.destination;
  const destination = pino.destination({ dest: 1, sync: false, minLength: bufferBytes });
  // pino writes out what is buffered when the process exits (its destination registers for it); a quiet
  // process's lines would otherwise wait for the next 4 kB.
  setInterval(() => destination.flush(), 1000).unref();
  buffered = { bytes: bufferBytes, destination };
  return destination;
};
