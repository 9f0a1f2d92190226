import Fastify from 'fastify';
import autocannon from 'autocannon';
const variant = process.argv[2];
const app = Fastify({ logger: false });
const headers = {
 'content-security-policy': "default-src 'self';base-uri 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';frame-src 'self';frame-ancestors 'self';form-action 'self';object-src 'none'",
 'cross-origin-opener-policy': 'same-origin', 'cross-origin-resource-policy': 'same-origin', 'origin-agent-cluster': '?1', 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff', 'x-dns-prefetch-control': 'off', 'x-download-options': 'noopen', 'x-frame-options': 'SAMEORIGIN', 'x-permitted-cross-domain-policies': 'none', 'x-xss-protection': '0', vary: 'Origin', 'x-request-id': '6f1c1f4e-8e8e-4b4b-9c9c-123456789abc'};
const short = {'content-security-policy': "default-src 'none'; frame-ancestors 'none'", 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN', vary: 'Origin', 'x-request-id': '6f1c1f4e-8e8e-4b4b-9c9c-123456789abc'};
app.get('/bare', (req, reply) => { if (variant === 'headers') reply.headers(headers); if (variant === 'short') reply.headers(short); reply.send({ errCode: 0, resultMsg: 'Success', resultData: { status: 'ok' } }); });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = app.server.address().port;
const t0 = process.cpuUsage();
const r = await autocannon({ url: `http://127.0.0.1:${port}/bare`, connections: 20, duration: 3 });
console.log(variant, Math.round(r.requests.average), 'req/s');
await app.close();
