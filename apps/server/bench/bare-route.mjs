// The reference of npm run bench:api: a bare Fastify 5 route returning a small JSON object, no plugins,
// no logging. Started by api.bench.ts as a child process; prints its port on stdout.
// Also a bare route sending a file's bytes from memory (GET /bare-file), for the static-file call: the
// benchmark PUTs the exact reply body and headers the real server sent, so the two send the same bytes.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ errCode: 0, resultMsg: 'Success', resultData: { status: 'ok' } }));

let file = { body: Buffer.alloc(0), type: 'application/octet-stream', encoding: undefined };
app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: 64 * 1024 * 1024 }, (_request, body, done) => done(null, body));
app.put('/bare-file', async (request) => {
  file = { body: request.body, type: request.headers['x-file-type'] ?? 'application/octet-stream', encoding: request.headers['x-file-encoding'] };
  return { bytes: file.body.length };
});
app.get('/bare-file', (_request, reply) => {
  reply.header('content-type', file.type);
  if (file.encoding) reply.header('content-encoding', file.encoding);
  reply.send(file.body);
});

await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
