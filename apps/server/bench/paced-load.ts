import http from 'node:http';
import { createRandom } from '../seeds/demo/random';

/**
 * An open-loop load at a fixed rate for bench:api (issue 19's search target: "300 searches a second at 50 clients,
 * p95 under 150 ms"). Requests fall due whether or not earlier ones were answered, over at most `clients`
 * keep-alive connections, and each latency runs from when the request was due, so time spent waiting for a free
 * connection counts, as it would for a user. Requests arrive as independent users' do: at random, `rate` a second
 * on average (exponential gaps from a seeded generator, the same in every run), so bunches happen.
 *
 * Not autocannon's `overallRate`: it lets each connection send its share of a second back to back when the second
 * starts (all connections together, so 300 requests arrive at once and then none for the rest of the second), which
 * measures how long the server takes to drain a burst, not its latency at that rate.
 */
export type PacedResult = { latencies: number[]; errors: number; non2xx: number; seconds: number };

export const drivePaced = async (options: {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** The body of each request (form-encoded), or none. */
  nextBody?: () => string | undefined;
  clients: number;
  rate: number;
  seconds: number;
}): Promise<PacedResult> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  const total = Math.round(options.rate * options.seconds);
  const dueTimes = poissonArrivals(total, options.rate);
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const pending = new Set<Promise<void>>();

  const send = (due: number) => {
    const body = options.nextBody?.();
    const request = new Promise<void>((resolve) => {
      const outgoing = http.request(options.url, { method: options.method, agent, headers: { ...options.headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) } }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => {
          latencies.push(performance.now() - due);
          if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) >= 300) non2xx += 1;
          resolve();
        });
        response.on('error', () => {
          errors += 1;
          resolve();
        });
      });
      outgoing.on('error', () => {
        errors += 1;
        resolve();
      });
      outgoing.end(body);
    });
    pending.add(request);
    void request.then(() => pending.delete(request));
  };

  const started = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      // Catch up on every request that fell due while the timer waited (timers fire late under load).
      while (sent < total && started + dueTimes[sent]! <= performance.now()) {
        send(started + dueTimes[sent]!);
        sent += 1;
      }
      if (sent >= total) return resolve();
      setTimeout(tick, Math.max(0, started + dueTimes[sent]! - performance.now()));
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();
  return { latencies, errors, non2xx, seconds: (performance.now() - started) / 1000 };
};

/** When each of `count` requests falls due, in ms from the start, `rate` a second on average. */
const poissonArrivals = (count: number, rate: number): number[] => {
  const meanGap = 1000 / rate;
  // The demo data's seeded source, so every run offers the same arrivals.
  const random = createRandom('bench:paced-load');
  let time = 0;
  return Array.from({ length: count }, () => (time += -Math.log(1 - random.next()) * meanGap));
};
