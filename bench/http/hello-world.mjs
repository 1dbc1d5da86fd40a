// The yardstick of npm run bench:http: the smallest Fastify server, in its own process like the
// product, answering {"hello":"world"}. Prints its port when it listens.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`PORT ${app.server.address().port}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
