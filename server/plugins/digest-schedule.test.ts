import { expect, it } from 'vitest';
import { accountTestOptions } from '../test-support/accounts';
import { createTestApp, testDatabase } from '../test-support/test-app';
import { insertOrg, insertTender, uniqueWord } from '../test-support/tenders';
import { recordingMessages } from '../test-support/recording-messages';
import { queueDigests } from '../modules/tender/public';

const { provider: messageProvider, sent } = recordingMessages();
/** The messages sent that name `word`. */
const naming = (word: string) => sent.filter((message) => message.text.includes(word));

it('sends the day’s digests from the configured hour, once a day per process', async () => {
  const db = await testDatabase();
  const word = uniqueWord();
  const [user] = await db.query<{ id: string }>("INSERT INTO users (phone, realname) VALUES ('13912340000', 'schedule') RETURNING id");
  await db.query('INSERT INTO bid_subscriptions (user_id, name, keywords) VALUES ($1, $2, $3)', [user!.id, word, [word]]);
  const orgId = await insertOrg(db);
  await insertTender(db, { orgId, projectName: word });

  // From hour 0: due at once; the clock is looked at every 100 ms.
  const app = await createTestApp({ ...accountTestOptions({ messageProvider }).options, digests: { hour: 0, checkEveryMs: 100 } });
  try {
    await expect.poll(() => naming(word).length, { timeout: 10_000 }).toBe(1);
    // Later ticks the same day send nothing more, even for a new match.
    await insertTender(db, { orgId, projectName: word });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(naming(word)).toHaveLength(1);
  } finally {
    await app.close();
  }
});

it('sends at start what a crashed process queued and did not send', async () => {
  const db = await testDatabase();
  const word = uniqueWord();
  const [user] = await db.query<{ id: string }>("INSERT INTO users (phone, realname) VALUES ('13912340001', 'crashed') RETURNING id");
  await db.query("INSERT INTO bid_subscriptions (user_id, name, keywords, created_at) VALUES ($1, $2, $3, now() - interval '1 minute')", [
    user!.id,
    word,
    [word],
  ]);
  await insertTender(db, { orgId: await insertOrg(db), projectName: word });
  // The day's job committed its queue, then its process died.
  await queueDigests(db, 'https://portal.example.com', new Date());
  expect(naming(word)).toHaveLength(0);

  // A process starting now (the clock looked at once an hour, so only the start's own tick runs) sends it.
  const app = await createTestApp({ ...accountTestOptions({ messageProvider }).options, digests: { hour: 23, checkEveryMs: 3_600_000 } });
  try {
    await expect.poll(() => naming(word).length, { timeout: 10_000 }).toBe(1);
  } finally {
    await app.close();
  }
});

it('keeps the subscriptions’ counts of new matches on its tick, so a user back after a week counts only the last half hour or so', async () => {
  const db = await testDatabase();
  const word = uniqueWord();
  const [user] = await db.query<{ id: string }>("INSERT INTO users (phone, realname) VALUES ('13912340002', 'away') RETURNING id");
  const [subscription] = await db.query<{ id: number }>(
    "INSERT INTO bid_subscriptions (user_id, name, keywords, last_seen_at) VALUES ($1, $2, $3, now() - interval '7 days') RETURNING id",
    [user!.id, word, [word]],
  );
  const orgId = await insertOrg(db);
  for (const days of [6, 4, 2]) await insertTender(db, { orgId, projectName: word, createdAt: new Date(Date.now() - days * 86_400_000) });

  const app = await createTestApp({ ...accountTestOptions({ messageProvider }).options, digests: { hour: 23, checkEveryMs: 3_600_000 } });
  try {
    const kept = () =>
      db.query<{ new_count: number; counted_to: Date | null }>('SELECT new_count, counted_to FROM bid_subscriptions WHERE id = $1', [
        subscription!.id,
      ]);
    await expect.poll(async () => (await kept())[0]!.new_count, { timeout: 10_000 }).toBe(3);
    expect((await kept())[0]!.counted_to).not.toBeNull();
  } finally {
    await app.close();
  }
});
