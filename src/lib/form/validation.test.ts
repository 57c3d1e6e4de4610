// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rules, validate } from './validation';

describe('SPEC §5 validation rules', () => {
  it.each([
    ['', 'validation:phoneRequired'],
    ['1380000000', 'validation:phoneFormat'],
    ['23800000000', 'validation:phoneFormat'],
    ['13800000000', undefined],
  ])('phone %j → %j', (value, expected) => {
    expect(rules.phone(value)).toBe(expected);
  });

  it.each([
    ['', 'validation:passwordRequired'],
    ['short1a', 'validation:passwordWeak'],
    ['onlyletters', 'validation:passwordWeak'],
    ['12345678', 'validation:passwordWeak'],
    ['Build2026', undefined],
  ])('new password %j → %j', (value, expected) => {
    expect(rules.newPassword(value)).toBe(expected);
  });

  it('accepts a phone or an email as the login account', () => {
    expect(rules.account('13800000000')).toBeUndefined();
    expect(rules.account('wang@example.com')).toBeUndefined();
    expect(rules.account('wang')).toBe('validation:accountFormat');
  });

  it('trims every value but passwords, then checks the trimmed value', () => {
    const result = validate(
      { phone: ' 13800000000 ', password: ' secret1 ', realname: '   ' },
      { phone: rules.phone, realname: rules.realname },
    );
    expect(result.values).toEqual({ phone: '13800000000', password: ' secret1 ', realname: '' });
    expect(result.errors).toEqual({ realname: 'validation:userNameRequired' });
  });
});
