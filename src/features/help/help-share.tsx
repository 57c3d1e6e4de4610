import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { helpCalls } from '../../../shared/calls/help';
import { hrefOf } from '../../engine/href';
import { useToasts } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { Button } from '../../lib/ui/button';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-top: 16px;
  input {
    flex: 1 1 260px;
    min-width: 0;
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.pageBg};
  }
`;

/** Share: makes (or reuses) the article's share link, copies it, and shows it for copying by hand. */
export function HelpShare({ id }: { id: number }) {
  const { t } = useTranslation('help');
  const { send } = useCall();
  const toasts = useToasts();
  const inputId = useId();
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const share = () => {
    setBusy(true);
    send(helpCalls.share, { id })
      .then(async (result) => {
        if (result.status !== 'done') return;
        const url = `${window.location.origin}${hrefOf('helpShare', { shareId: result.value.shareId })}`;
        setLink(url);
        try {
          await navigator.clipboard.writeText(url);
          toasts.show(t('share.copied'), 'success');
        } catch {
          toasts.show(t('share.copyFailed'), 'info');
        }
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Row data-testid="help-share">
      <Button type="button" $variant="plain" disabled={busy} onClick={share}>
        {busy ? t('share.busy') : t('share.button')}
      </Button>
      {link && (
        <>
          <label htmlFor={inputId} className="visually-hidden">
            {t('share.label')}
          </label>
          <input id={inputId} readOnly value={link} onFocus={(event) => event.target.select()} data-testid="help-share-link" />
        </>
      )}
    </Row>
  );
}
