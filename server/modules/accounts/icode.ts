import { randomUUID } from 'node:crypto';
import { create } from 'svg-captcha';
import type { Queryable } from '../../db/database';
import { sameDigest, sha256 } from './tokens';

export interface IcodeChallenge {
  /** The answer. */
  text: string;
  svg: string;
}

/** A picture code made with svg-captcha: 4 characters, without the ones easily mistaken for another. */
export function svgChallenge(): IcodeChallenge {
  const captcha = create({ size: 4, noise: 3, color: true, ignoreChars: '0oO1iIlL', width: 120, height: 40 });
  return { text: captcha.text, svg: captcha.data };
}

const answerHash = (id: string, answer: string) => sha256(`${id}:${answer.trim().toLowerCase()}`);

/** A new challenge: the answer is stored hashed (case-insensitive); the image goes to the browser. */
export async function createIcode(
  db: Queryable,
  ttlSeconds: number,
  make: () => IcodeChallenge = svgChallenge,
): Promise<{ icodeId: string; image: string }> {
  const id = randomUUID();
  const challenge = make();
  await db.query('INSERT INTO icode_challenges (id, answer_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))', [
    id,
    answerHash(id, challenge.text),
    ttlSeconds,
  ]);
  return { icodeId: id, image: `data:image/svg+xml;base64,${Buffer.from(challenge.svg).toString('base64')}` };
}

/** Spends a challenge, whatever the answer: one guess per picture. */
export async function consumeIcode(db: Queryable, id: string, answer: string): Promise<boolean> {
  const [row] = await db.query<{ answer_hash: string }>(
    `UPDATE icode_challenges SET used_at = now()
     WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING answer_hash`,
    [id],
  );
  return !!row && sameDigest(answerHash(id, answer), row.answer_hash);
}
