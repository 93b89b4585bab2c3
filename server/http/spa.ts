import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/** Serves the built SPA: hashed assets cached for a year, every other page gets index.html. */
export function spaRouter(staticDir: string): Router | undefined {
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const router = express.Router();
  router.use(
    '/assets',
    express.static(path.join(root, 'assets'), { immutable: true, maxAge: '1y' }),
  );
  router.use(express.static(root, { index: false, maxAge: 0 }));
  router.get(/^\/(?!api\/|api$|public\/api\/|public\/api$|i18n\/|ws\/|ws$).*/, (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
