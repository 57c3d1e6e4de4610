import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Composer } from '../../engine/chat/composer';
import { MessageList } from '../../engine/chat/message-list';
import { useTenant } from '../../engine/portal-context';
import { Button } from '../../lib/ui/button';
import { Dialog } from '../../lib/ui/dialog';
import { LoadError } from '../../lib/ui/load-error';
import { mobile } from '../../lib/ui/media';
import { useGuestChat } from './use-guest-chat';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  ${mobile} {
    height: calc(100dvh - 100px);
  }
`;

const Messages = styled(MessageList)`
  height: 340px;
  ${mobile} {
    flex: 1;
    height: auto;
    min-height: 160px;
  }
`;

const Status = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Notice = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.danger};
`;

const Contacts = styled.details`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  summary {
    cursor: pointer;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
    margin: 8px 0 0;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The hotline, mailbox and address, folded under the chat. */
function ContactLines() {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <Contacts>
      <summary>{t('service.otherContacts')}</summary>
      <dl>
        <dt>{t('contact.hotline')}</dt>
        <dd>
          <a href={`tel:${tenant.hotline}`}>{tenant.hotline}</a>
        </dd>
        {tenant.marketHotline && (
          <>
            <dt>{t('contact.marketHotline')}</dt>
            <dd>
              <a href={`tel:${tenant.marketHotline}`}>{tenant.marketHotline}</a>
            </dd>
          </>
        )}
        <dt>{t('contact.mailbox')}</dt>
        <dd>
          <a href={`mailto:${tenant.mailbox}`}>{tenant.mailbox}</a>
        </dd>
        <dt>{t('contact.address')}</dt>
        <dd>{tenant.address}</dd>
      </dl>
    </Contacts>
  );
}

/**
 * The guest's chat (lazy: loaded when first opened, or on load once the guest has chatted). Mounted, it keeps
 * the socket open for the unread badge; the dialog shows while `open`.
 */
export default function GuestChat({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const chat = useGuestChat(open);
  if (!open) return null;
  const statusText = chat.status === 'open' ? '' : t(`chat.${chat.status}`);
  return (
    <Dialog title={t('service.consult')} closeLabel={t('close')} onClose={onClose} fullOnMobile>
      <Body data-testid="service-panel">
        {statusText && (
          <Status role="status" data-testid="chat-status">
            {statusText}{' '}
            {chat.status === 'stopped' && (
              <Button type="button" $variant="plain" onClick={() => chat.connection?.start()}>
                {t('chat.reconnect')}
              </Button>
            )}
          </Status>
        )}
        {chat.history === 'error' ? (
          <LoadError message={t('chat.historyFailed')} onRetry={chat.reload} />
        ) : (
          <Messages
            items={chat.items}
            own="guest"
            otherLabel={t('chat.operator')}
            hasMore={chat.hasMore}
            loadingOlder={chat.loadingOlder}
            onOlder={chat.older}
            onRetry={chat.retry}
            placeholder={chat.history === 'loading' ? t('chat.loadingOlder') : t('chat.welcome')}
            testId="guest-chat-messages"
          />
        )}
        {chat.notice && (
          <Notice role="alert" data-testid="chat-notice">
            {chat.notice}
          </Notice>
        )}
        <Composer onSend={chat.send} disabled={!chat.connection} label={t('chat.input')} />
        <ContactLines />
      </Body>
    </Dialog>
  );
}
