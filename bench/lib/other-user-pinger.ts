import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

// Another user reads their month of operations every PING_MS while a benchmark's heavy work runs
// on the server: how long they wait.

const PING_MS = 100;
const MONTH_PAGE = `/api/operation?mainAccount=true&yearMonth=${new Date().toISOString().slice(0, 7)}`;

// The pinger runs in a worker thread: the server's event loop, busy with the import, must not
// also be the one that sends and times the other user's requests.
const PINGER = `
const { parentPort, workerData } = require('node:worker_threads');
const { baseUrl, cookie, pingMs, path } = workerData;
const latencies = [];
let failed = 0;
let running = true;
parentPort.on('message', () => { running = false; });
(async () => {
  while (running) {
    const started = performance.now();
    try {
      const response = await fetch(baseUrl + path, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) failed += 1;
    } catch { failed += 1; }
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, pingMs));
  }
  parentPort.postMessage({ latencies, failed });
})();
`;

/** The other user's month page every PING_MS until stopped: its slowest answers. */
export function otherUserPinger(baseUrl: string, cookie: string) {
  const worker = new Worker(PINGER, {
    eval: true,
    workerData: { baseUrl, cookie, pingMs: PING_MS, path: MONTH_PAGE },
  });
  return async () => {
    const done = once(worker, 'message');
    worker.postMessage('stop');
    const [{ latencies, failed }] = (await done) as [{ latencies: number[]; failed: number }];
    await worker.terminate();
    const sorted = latencies.sort((a, b) => a - b);
    return {
      requests: sorted.length,
      failed,
      maxMs: Math.round(sorted.at(-1) ?? 0),
      p95Ms: Math.round(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
      p99Ms: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0),
    };
  };
}
