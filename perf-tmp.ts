import { openDatabase } from './server/db/database';
import { writeOperations } from './server/features/operations/operations-write.service';
import { accountBalance } from './server/features/operations/operations-balance.service';
const db = openDatabase(process.env.DATABASE_URL!);
const k = db.kysely;
const user = await k.selectFrom('users').select('id').where('login', '=', 'bench1').executeTakeFirstOrThrow();
const acc = await k.selectFrom('operations').select(['accountId']).select((eb) => eb.fn.countAll().as('n')).where('userId', '=', user.id).groupBy('accountId').orderBy('n', 'desc').executeTakeFirstOrThrow();
const cats = await k.selectFrom('categories').select('id').where('userId', '=', user.id).limit(3).execute();
const times: number[] = [];
const ids: number[] = [];
for (let i = 0; i < 200; i++) {
  const t = performance.now();
  const parts = [-1000, -2000, -3001].map((amount, j) => ({ categoryId: cats[j]!.id, amount }));
  const r = await writeOperations(k, user.id, [{ kind: 'create', operation: { accountId: acc.accountId, date: '2024-05-0' + (1 + (i % 9)), valueDate: '2024-05-10', amount: -6001, parts } }]);
  ids.push(...r.created);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log('create 3 parts p50', times[100]!.toFixed(2), 'p95', times[190]!.toFixed(2), 'ms');
const bt: number[] = [];
for (let i = 0; i < 200; i++) { const t = performance.now(); await accountBalance(k, user.id, acc.accountId, '2024-05-15'); bt.push(performance.now() - t); }
bt.sort((a, b) => a - b);
console.log('balance p50', bt[100]!.toFixed(2), 'p95', bt[190]!.toFixed(2));
const old = await k.selectFrom('operations').select('id').where('userId', '=', user.id).where('transferId', 'is', null).orderBy('id').limit(500).execute();
let t = performance.now();
await writeOperations(k, user.id, [{ kind: 'delete', ids: old.map((r) => r.id) }]);
console.log('delete 500', (performance.now() - t).toFixed(1), 'ms');
await db.close();
