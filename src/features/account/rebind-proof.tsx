import { useTranslation } from 'react-i18next';
import type { TextFieldProps } from '../../lib/ui/text-field';
import { TextField } from '../../lib/ui/text-field';
import { SendCodeButton } from './send-code-button';

type FieldProps = Pick<TextFieldProps, 'value' | 'onChange' | 'error'>;

/** The two ways to prove the account when a bound phone or email is replaced; the server asks for one of them. */
export interface ProofValues {
  password: string;
  oldVcode: string;
}

/** The proof fields of a bind call: the password if given, else the old contact's code; null when neither is. */
export function proofOf(values: ProofValues): { password: string } | { oldVcode: string } | null {
  if (values.password) return { password: values.password };
  if (values.oldVcode) return { oldVcode: values.oldVcode };
  return null;
}

/** Shown in a bind form once a phone (or email) is bound: the current password, or a code sent to the bound one. */
export function RebindProof({
  kind,
  password,
  oldVcode,
  onSendOld,
}: {
  kind: 'phone' | 'email';
  password: FieldProps;
  oldVcode: FieldProps;
  onSendOld: () => Promise<boolean>;
}) {
  const { t } = useTranslation('pages');
  return (
    <>
      <p>{t(`personal.rebindHint.${kind}`)}</p>
      <TextField label={t('personal.oldPassword')} type="password" autoComplete="current-password" {...password} />
      <TextField label={t(`personal.oldVcode.${kind}`)} maxLength={6} {...oldVcode} addon={<SendCodeButton onSend={onSendOld} />} />
    </>
  );
}
