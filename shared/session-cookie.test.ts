// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sessionTokenOfCookie } from './session-cookie';

describe('sessionTokenOfCookie', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['portal_session=abc_DEF-123', 'abc_DEF-123'],
    ['a=1; portal_session=tok; b=2', 'tok'],
    [['a=1', 'portal_session=tok'], 'tok'],
    ['xportal_session=tok', undefined],
    ['portal_session=', undefined],
    ['portal_session=no spaces or %20', undefined],
    [`portal_session=${'x'.repeat(201)}`, undefined],
  ])('%j → %j', (header, token) => {
    expect(sessionTokenOfCookie(header)).toBe(token);
  });
});
