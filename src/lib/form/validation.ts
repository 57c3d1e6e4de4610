import { PHONE_PATTERN as PHONE } from '../../../shared/calls/account-models';

/** SPEC §5 rules; each returns the locale key of its message, or undefined when the value is fine. */
export type Rule = (value: string) => string | undefined;

export const PHONE_PATTERN = new RegExp(PHONE);
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 8;

export const rules = {
  phone: (value: string) => (!value ? 'validation:phoneRequired' : PHONE_PATTERN.test(value) ? undefined : 'validation:phoneFormat'),
  account: (value: string) =>
    !value ? 'validation:accountRequired' : PHONE_PATTERN.test(value) || EMAIL_PATTERN.test(value) ? undefined : 'validation:accountFormat',
  email: (value: string) => (!value ? 'validation:emailRequired' : EMAIL_PATTERN.test(value) ? undefined : 'validation:emailFormat'),
  password: (value: string) => (value ? undefined : 'validation:passwordRequired'),
  newPassword: (value: string) =>
    !value
      ? 'validation:passwordRequired'
      : value.length >= PASSWORD_MIN && /[A-Za-z]/.test(value) && /\d/.test(value)
        ? undefined
        : 'validation:passwordWeak',
  vcode: (value: string) => (!value ? 'validation:vcodeRequired' : /^\d{6}$/.test(value) ? undefined : 'validation:vcodeFormat'),
  optionalVcode: (value: string) => (!value || /^\d{6}$/.test(value) ? undefined : 'validation:vcodeFormat'),
  icode: (value: string) => (value ? undefined : 'validation:icodeRequired'),
  realname: (value: string) => (value ? undefined : 'validation:userNameRequired'),
} satisfies Record<string, Rule>;

/** Trims every value (SPEC §5: input trimmed) and checks it; returns the trimmed values and the errors. */
export function validate<K extends string>(
  values: Record<K, string>,
  checks: Partial<Record<K, Rule>>,
): { values: Record<K, string>; errors: Partial<Record<K, string>> } {
  const trimmed = {} as Record<K, string>;
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(values) as K[]) {
    // Passwords keep their spaces: they are part of the secret.
    trimmed[key] = key.toLowerCase().includes('password') ? values[key] : values[key].trim();
    const error = checks[key]?.(trimmed[key]);
    if (error) errors[key] = error;
  }
  return { values: trimmed, errors };
}
