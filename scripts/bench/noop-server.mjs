// The framework's floor for `npm run bench`: bare Fastify (the version the app runs on), started with
// plain node like the built server, answering a JSON body with a small JSON answer and doing nothing
// else: no logging, no store, no validation. The bench sends it the same requests as the app.
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 256 * 1024 });
app.get('/json/status', async () => ({ status: 'ok' }));
app.post('/noop', async (_request, reply) => reply.code(201).send({ ok: true }));
app.post('/noop/:id', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
