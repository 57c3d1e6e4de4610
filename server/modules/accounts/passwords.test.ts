import { describe, expect, it } from 'vitest';
import { checkNewPassword, hashPassword, passwordProblem, passwordStrength, verifyPassword } from './passwords';
import { newNumericCode, newToken, sameDigest, sha256 } from './tokens';

describe('hashPassword / verifyPassword (node scrypt)', () => {
  it('stores the parameters and a random salt in the hash, and verifies in constant time', async () => {
    const first = await hashPassword('Secret123', 2 ** 10);
    const second = await hashPassword('Secret123', 2 ** 10);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Secret123', first)).toBe(true);
    expect(await verifyPassword('Secret124', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('uses N = 2^15 by default and verifies a hash of any stored cost', async () => {
    const hash = await hashPassword('Secret123');
    expect(hash.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('Secret123', hash)).toBe(true);
  });

  it('refuses a malformed hash', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$2$3', 'bcrypt$10$abc$def$ghi']) expect(await verifyPassword('x', stored)).toBe(false);
  });
});

describe('passwordProblem: at least 8 characters with letters and digits, and a zxcvbn score of 2 or more', () => {
  it.each([
    ['Girder2026', undefined],
    ['Sluice44gate', undefined],
    ['Demo1234', undefined],
    ['Secret1', 'weakPassword'],
    ['abcdefgh', 'weakPassword'],
    ['12345678', 'weakPassword'],
    ['', 'weakPassword'],
    ['password1', 'guessablePassword'],
    ['Password1', 'guessablePassword'],
    ['Passw0rd1', 'guessablePassword'],
    ['qwerty123', 'guessablePassword'],
    ['abcdefg1', 'guessablePassword'],
    ['Secret123', 'guessablePassword'],
  ])('%j → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('checkNewPassword throws the reason the route layer answers', () => {
    expect(() => checkNewPassword('password1')).toThrow(expect.objectContaining({ reason: 'account.guessablePassword' }));
    expect(() => checkNewPassword('short1')).toThrow(expect.objectContaining({ reason: 'account.weakPassword' }));
    expect(() => checkNewPassword('Girder2026')).not.toThrow();
  });
});

describe('passwordStrength (zxcvbn-ts with the common dictionary)', () => {
  it('rates common passwords 0 and long random ones 4', () => {
    expect(passwordStrength('password')).toBe(0);
    expect(passwordStrength('12345678')).toBe(0);
    expect(passwordStrength('zF8#qL0!vR2@wX6$')).toBe(4);
  });
});

describe('tokens', () => {
  it('are 32 random bytes in base64url', () => {
    const tokens = new Set(Array.from({ length: 50 }, newToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('codes are 6 digits', () => {
    for (let i = 0; i < 200; i += 1) expect(newNumericCode()).toMatch(/^\d{6}$/);
  });

  it('sameDigest compares hex digests', () => {
    expect(sameDigest(sha256('a'), sha256('a'))).toBe(true);
    expect(sameDigest(sha256('a'), sha256('b'))).toBe(false);
    expect(sameDigest('', '')).toBe(false);
    expect(sameDigest(sha256('a'), 'abc')).toBe(false);
  });
});
