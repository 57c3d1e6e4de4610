import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A bearer secret: 32 random bytes, base64url (43 characters). Only its sha256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token, ticket or state: hex sha256. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Six random digits, leading zeros kept. */
export function newNumericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
