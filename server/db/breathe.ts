/**
 * Lets the event loop run what waits (other users' requests) before the next query. better-sqlite3
 * answers synchronously, so a long series of awaited queries is a chain of microtasks that never
 * lets a request in: long batches call this between their chunks.
 */
export function breathe(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
