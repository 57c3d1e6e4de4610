import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { accountAuthCalls } from '../../../shared/calls/account-auth';
import { findPwdCalls } from '../../../shared/calls/find-pwd';
import { useCall } from '../../engine/use-call';

const Image = styled.button`
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  img {
    display: block;
    height: 38px;
    width: 110px;
  }
`;

/**
 * The picture-code challenge, a button: the first picture comes from auth/icode, a click (or Enter, Space) asks
 * findPwd/refreshIcode for another. Reports its id to the form.
 */
export function PictureCode({ onId, refreshKey }: { onId: (id: string) => void; refreshKey: number }) {
  const { t } = useTranslation('pages');
  const { send } = useCall();
  const [image, setImage] = useState('');
  const load = useCallback(
    async (refresh: boolean) => {
      const result = refresh ? await send(findPwdCalls.findPwdRefreshIcode, {}) : await send(accountAuthCalls.icode, {});
      if (result.status === 'done') {
        setImage(result.value.image);
        onId(result.value.icodeId);
      }
    },
    [send, onId],
  );
  useEffect(() => {
    void load(false);
  }, [load, refreshKey]);
  return (
    <Image
      type="button"
      onClick={() => void load(true)}
      aria-label={t('account.refreshIcode')}
      title={t('account.refreshIcode')}
      data-testid="icode-image"
    >
      {image && <img src={image} alt={t('account.icodeAlt')} />}
    </Image>
  );
}
