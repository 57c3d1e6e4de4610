import { openBenchDatabase } from './scripts/bench-data';
import { countSubscribe } from './server/services/tenders/subscription-feed';
const bench = await openBenchDatabase();
const db = bench.db;
const [u] = await db.query<{ user_id: string }>('SELECT user_id FROM bid_subscriptions LIMIT 1');
const times: number[] = [];
let last = '';
for (let i = 0; i < 60; i++) { const t = performance.now(); const r = await countSubscribe(db, u!.user_id); times.push(performance.now() - t); last = JSON.stringify(r.list.map((x) => x.count)); }
times.sort((a, b) => a - b);
console.log(last, 'p50', times[30]!.toFixed(1), 'p95', times[56]!.toFixed(1));
await bench.dispose();
