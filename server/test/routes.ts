import type { Express } from 'express';

export interface RouteEntry {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every route registered on the app (routers are mounted without a path, so paths are full). */
export function listRoutes(app: Express): RouteEntry[] {
  const walk = (stack: Layer[]): RouteEntry[] =>
    stack.flatMap((layer) => {
      if (layer.route && typeof layer.route.path === 'string') {
        const path = layer.route.path;
        return Object.keys(layer.route.methods).map((method) => ({ method, path }));
      }
      return layer.handle?.stack ? walk(layer.handle.stack) : [];
    });
  return walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
}
