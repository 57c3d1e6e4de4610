import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CHAT_MESSAGE_MAX } from '../../../shared/calls/chat';
import { Button } from '../../lib/ui/button';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Area = styled.textarea`
  width: 100%;
  min-height: 64px;
  max-height: 160px;
  padding: 8px 12px;
  resize: vertical;
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Counter = styled.span<{ $over: boolean }>`
  font-size: 12px;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.muted)};
`;

/** Characters as the server counts them (code points). */
const lengthOf = (text: string) => [...text].length;
/** The counter appears once a message gets near the limit. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 500;

export interface ComposerProps {
  onSend: (body: string) => void;
  disabled?: boolean;
  label: string;
}

/** The message box: Enter sends, Shift+Enter starts a new line; nothing blank or over the limit is sent. */
export function Composer({ onSend, disabled, label }: ComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const length = lengthOf(text);
  const over = length > CHAT_MESSAGE_MAX;
  const blank = text.trim() === '';

  const submit = () => {
    if (blank || over || disabled) return;
    onSend(text.trim());
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Area
        aria-label={label}
        aria-describedby={`${id}-hint`}
        aria-invalid={over}
        placeholder={t('chat.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        data-testid="chat-input"
      />
      <Bar>
        <Counter id={`${id}-hint`} $over={over} aria-live="polite">
          {length >= COUNTER_FROM ? t('chat.counter', { length, max: CHAT_MESSAGE_MAX }) : t('chat.hint')}
        </Counter>
        <Button type="submit" disabled={blank || over || disabled} data-testid="chat-send">
          {t('chat.send')}
        </Button>
      </Bar>
    </Form>
  );
}
