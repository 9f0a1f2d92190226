// The reference of npm run bench:api: a bare Fastify 5 route returning a small JSON object, no plugins,
// no logging. Started by api.bench.ts as a child process; prints its port on stdout.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ errCode: 0, resultMsg: 'Success', resultData: { status: 'ok' } }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
