import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { accountFailure } from './account-failure';

/** scrypt cost: N = 2^15, r = 8, p = 1 (32 MiB, about 0.1 s here). Stored in each hash, so it can change. */
export const DEFAULT_SCRYPT_N = 2 ** 15;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 128 * options.N * options.r + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, scryptOptions, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (salt and hash in base64url). */
export async function hashPassword(password: string, n = DEFAULT_SCRYPT_N): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N: n, r: 8, p: 1 });
  return ['scrypt', n, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, n, r, p, salt, hash] = match as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;
/**
 * Spends the time of one verification when there is no hash to check (unknown account, no password set),
 * so the answer's timing does not tell whether an account exists.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword('not a real password');
  await verifyPassword(password, await dummy);
  return false;
}

let estimator: ZxcvbnFactory | undefined;
/** zxcvbn's score: 0 (too guessable) to 4 (very unguessable), with the common-password dictionary. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password.slice(0, 100)).score;
}

/** A new password scoring below this is refused: common passwords and their variants (password1) score 0 or 1. */
export const MIN_PASSWORD_SCORE = 2;

/** What is wrong with a new password, if anything: too short or without letters and digits, or easy to guess. */
export function passwordProblem(password: string): 'weakPassword' | 'guessablePassword' | undefined {
  if (password.length < 8 || !/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'weakPassword';
  if (passwordStrength(password) < MIN_PASSWORD_SCORE) return 'guessablePassword';
  return undefined;
}

/** Refuses a new password (registration, first password, reset, change) that passwordProblem finds fault with. */
export function checkNewPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw accountFailure(problem);
}
