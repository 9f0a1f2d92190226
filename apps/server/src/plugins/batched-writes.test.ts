import { once } from 'node:events';
import net, { type AddressInfo, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { batchedWritesPlugin, batchSocketWrites } from './batched-writes';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** `count` connected pairs: the server's end of each (writes batched) and the client's, reading everything it gets. */
const connect = async (count: number) => {
  const accepted: Socket[] = [];
  const server = net.createServer((socket) => {
    batchSocketWrites(socket);
    accepted.push(socket);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const clients = await Promise.all(
    Array.from({ length: count }, async () => {
      const client = net.connect(port, '127.0.0.1');
      await once(client, 'connect');
      const received: Buffer[] = [];
      client.on('data', (chunk: Buffer) => received.push(chunk));
      return { client, text: () => Buffer.concat(received).toString() };
    }),
  );
  while (accepted.length < count) await nextTurn();
  const close = async () => {
    for (const { client } of clients) client.destroy();
    for (const socket of accepted) socket.destroy();
    server.close();
    await once(server, 'close');
  };
  return { servers: accepted, clients, close };
};

const until = async (condition: () => boolean) => {
  for (let turn = 0; !condition(); turn += 1) {
    if (turn > 10_000) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
};

describe('batched socket writes', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('holds the writes of one turn, every connection’s, until the turn ends, then sends each in order', async () => {
    const pairs = await connect(3);
    close = pairs.close;
    pairs.servers.forEach((socket, index) => {
      socket.write(`reply ${index} part 1;`);
      socket.write(`reply ${index} part 2`);
    });
    // Still the socket's own: not handed to the kernel during this turn.
    expect(pairs.servers.map((socket) => socket.writableLength > 0)).toEqual([true, true, true]);
    await until(() => pairs.clients.every(({ text }) => text().endsWith('part 2')));
    expect(pairs.clients.map(({ text }) => text())).toEqual([0, 1, 2].map((index) => `reply ${index} part 1;reply ${index} part 2`));
    expect(pairs.servers.map((socket) => socket.writableLength)).toEqual([0, 0, 0]);
  });

  it('streams a large body in order, with back-pressure, to its end', async () => {
    const pairs = await connect(1);
    close = pairs.close;
    const chunks = Array.from({ length: 200 }, (_, index) => `${String(index).padStart(4, '0')}${'x'.repeat(16_379)}`);
    await pipeline(Readable.from(chunks), pairs.servers[0]!);
    await until(() => pairs.clients[0]!.text().length === 200 * 16_383);
    expect(pairs.clients[0]!.text()).toBe(chunks.join(''));
  });

  it('fails a write to a connection closed before the turn ends, and still sends the others', async () => {
    const pairs = await connect(2);
    close = pairs.close;
    const [closing, open] = pairs.servers as [Socket, Socket];
    const failed = new Promise<Error | null | undefined>((resolve) => closing.write('lost', resolve));
    closing.on('error', () => undefined);
    open.write('kept');
    closing.destroy();
    expect(await failed).toBeInstanceOf(Error);
    await until(() => pairs.clients[1]!.text() === 'kept');
  });

  it('carries a Fastify server’s replies: concurrent requests on kept-alive connections, each answered whole', async () => {
    const app = Fastify();
    await app.register(batchedWritesPlugin);
    app.get('/echo/:n', async (request) => ({ n: (request.params as { n: string }).n, padding: 'p'.repeat(100_000) }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
    const { port } = app.server.address() as AddressInfo;
    const replies = await Promise.all(Array.from({ length: 30 }, (_, n) => fetch(`http://127.0.0.1:${port}/echo/${n}`).then((response) => response.json() as Promise<{ n: string; padding: string }>)));
    expect(replies.map((reply) => [reply.n, reply.padding.length])).toEqual(Array.from({ length: 30 }, (_, n) => [String(n), 100_000]));
  });
});
