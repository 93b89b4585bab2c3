import express from 'express';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** GET /api/health: answers once the database does (for load balancers and test runners). */
export function healthRoutes(db: Db) {
  const router = express.Router();
  router.get('/api/health', async (_req, res) => {
    await sql`select 1`.execute(db.kysely);
    res.json({ status: 'UP' });
  });
  return router;
}
