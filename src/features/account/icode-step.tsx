import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_CODES } from '../../../shared/account-contract';
import type { Settled } from '../../lib/api/call-state';
import { TextField } from '../../lib/ui/text-field';
import { PictureCode } from './picture-code';

const NEEDS_ICODE: string[] = [ACCOUNT_CODES.icodeRequired, ACCOUNT_CODES.badIcode];

interface FieldProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * The picture code a password form asks for once the server wants it (after wrong passwords): its field, the
 * fields it adds to the request, and a new picture after each refusal that asks for one.
 */
export function useIcodeStep() {
  const { t } = useTranslation('pages');
  const [icodeId, setIcodeId] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  return {
    asked: icodeId !== null,
    payload: (icode: string) => (icodeId ? { icodeId, icode } : {}),
    /** Only a refusal says whether the picture code is wanted now; an HTTP failure leaves the form as it was. */
    refused: (result: Settled<unknown>) => {
      if (result.status !== 'failed' || result.code === undefined) return;
      if (!result.extra?.icodeRequired && !NEEDS_ICODE.includes(result.code)) return;
      setRound((value) => value + 1);
      if (!icodeId) setIcodeId('');
    },
    field: (props: FieldProps) =>
      icodeId !== null && (
        <TextField
          label={t('account.icode')}
          maxLength={8}
          autoComplete="off"
          {...props}
          addon={<PictureCode onId={setIcodeId} refreshKey={round} />}
        />
      ),
  };
}
