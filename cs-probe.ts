import { openBenchDatabase } from './scripts/bench-data';
import { countSubscribe } from './server/services/tenders/subscription-feed';
const bench = await openBenchDatabase();
const db = bench.db;
const [u] = await db.query<{ user_id: string }>('SELECT user_id FROM bid_subscriptions LIMIT 1');
const orig = db.query.bind(db);
const log: string[] = [];
(db as any).query = async (sql: string, params?: unknown[]) => { const t = performance.now(); const r = await orig(sql, params as any); log.push(`${(performance.now() - t).toFixed(1)} ms: ${sql.slice(0, 120)}`); if (process.env.SHOW) console.log(sql, JSON.stringify(params)); return r; };
for (let i = 0; i < (process.env.SHOW ? 1 : 5); i++) { log.length = 0; const t = performance.now(); const r = await countSubscribe(db, u!.user_id); console.log((performance.now() - t).toFixed(1), JSON.stringify(r.list.map((x) => x.count))); }
console.log(log.join('\n'));
await bench.dispose();
