import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AI_PROMPT_MAX } from '../../../../shared/calls/ai-tools';
import { Button } from '../../../lib/ui/button';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  textarea {
    width: 100%;
    min-height: 88px;
    max-height: 240px;
    resize: vertical;
    padding: 10px 12px;
    font: inherit;
    line-height: 1.6;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  textarea:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Buttons = styled.div`
  display: flex;
  gap: 8px;
  margin-left: auto;
`;

interface PromptBoxProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  streaming: boolean;
  placeholder: string;
}

/** The question box: Enter sends, Shift+Enter starts a new line; a counter up to AI_PROMPT_MAX; Stop while streaming. */
export function PromptBox({ value, onChange, onSend, onStop, streaming, placeholder }: PromptBoxProps) {
  const { t } = useTranslation('ai');
  const id = useId();
  const counterId = `${id}-counter`;
  const canSend = !streaming && value.trim().length > 0 && value.length <= AI_PROMPT_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend();
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method's Enter confirms its candidate, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };
  return (
    <Form onSubmit={submit} aria-label={t('chat.promptLabel')}>
      <label htmlFor={id} className="visually-hidden">
        {t('chat.promptLabel')}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={AI_PROMPT_MAX}
        placeholder={placeholder}
        aria-describedby={counterId}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={keyDown}
        data-testid="ai-prompt"
      />
      <Bar>
        <span id={counterId} aria-live="polite" data-testid="ai-prompt-counter">
          {t('chat.counter', { count: value.length, max: AI_PROMPT_MAX })} · {t('chat.keys')}
        </span>
        <Buttons>
          {streaming ? (
            <Button type="button" $variant="plain" onClick={onStop} data-testid="ai-stop">
              {t('chat.stop')}
            </Button>
          ) : (
            <Button type="submit" disabled={!canSend} data-testid="ai-send">
              {t('chat.send')}
            </Button>
          )}
        </Buttons>
      </Bar>
    </Form>
  );
}
