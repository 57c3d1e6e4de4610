import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../lib/ui/text-field';
import { SendCodeButton } from './send-code-button';

interface FieldProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

export interface PhoneCodeFieldsProps {
  phone: FieldProps;
  vcode: FieldProps;
  onSend: () => Promise<boolean>;
  disabled?: boolean;
  /** Fields between the phone and its code (the password of the password-plus-code login). */
  between?: ReactNode;
}

/** A phone number and the SMS code sent to it, as every code form asks for them. */
export function PhoneCodeFields({ phone, vcode, onSend, disabled, between }: PhoneCodeFieldsProps) {
  const { t } = useTranslation('pages');
  return (
    <>
      <TextField label={t('account.phone')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} {...phone} />
      {between}
      <TextField
        label={t('account.vcode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...vcode}
        addon={<SendCodeButton onSend={onSend} disabled={disabled} />}
      />
    </>
  );
}
