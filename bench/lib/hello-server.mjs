// The yardstick of the request benchmarks: a bare Express 5 answering a small JSON, started by
// bench/lib/process-load.ts in its own process as the built server is. Plain JavaScript, so it
// runs in plain node without the TypeScript loader.
import express from 'express';

const app = express();
app.get('/hello', (_req, res) => {
  res.json({ hello: 'world' });
});
const server = app.listen(Number(process.env.PORT), process.env.HOST, () => {
  console.log('hello ready');
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
