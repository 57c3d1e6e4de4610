import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';

const Form = styled.form`
  display: flex;
  gap: 8px;
  margin-bottom: 16px;
`;

const Field = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  input {
    width: 100%;
    height: 40px;
    padding: 0 84px 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  input:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  input::-webkit-search-cancel-button {
    display: none;
  }
`;

const Tail = styled.div`
  position: absolute;
  top: 0;
  right: 8px;
  bottom: 0;
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
  button {
    border: none;
    background: none;
    cursor: pointer;
    color: inherit;
    font-size: 16px;
    padding: 0 4px;
  }
`;

export interface SearchBoxProps {
  value: string;
  maxLength: number;
  placeholder: string;
  /** Called with the trimmed keyword on Enter or the button; '' when the box is cleared. */
  onSearch: (keyword: string) => void;
  testId?: string;
  /**
   * Where the form goes without JavaScript (submitted before hydration): a GET with the text as `keyword`
   * and the `hidden` fields beside it.
   */
  action?: string;
  hidden?: Record<string, string | undefined>;
}

/** A search box that trims, caps its length with a counter, submits on Enter and resets when cleared. */
export function SearchBox({ value, maxLength, placeholder, onSearch, testId, action, hidden = {} }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useRef(false);
  const [text, setText] = useState(value);
  useEffect(() => {
    // Text typed into the server's HTML before hydration is in the input but not in state; taken over here,
    // or the next render would put the old value back.
    const typed = hydrated.current ? '' : (input.current?.value ?? '');
    hydrated.current = true;
    setText(typed && typed !== value ? typed.slice(0, maxLength) : value);
  }, [value, maxLength]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const change = (next: string) => {
    const capped = next.slice(0, maxLength);
    setText(capped);
    // Emptying the box brings the whole list back, as the clear button does.
    if (!capped && value) onSearch('');
  };
  return (
    <Form role="search" action={action} onSubmit={submit} data-testid={testId}>
      {action &&
        Object.entries(hidden).map(([name, field]) => field !== undefined && <input key={name} type="hidden" name={name} value={field} />)}
      <Field>
        <label htmlFor={id} className="visually-hidden">
          {placeholder}
        </label>
        <input
          ref={input}
          id={id}
          name={action ? 'keyword' : undefined}
          type="search"
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          enterKeyHint="search"
          onChange={(event) => change(event.target.value)}
        />
        <Tail>
          <span data-testid="search-counter" aria-live="polite">
            {text.length}/{maxLength}
          </span>
          {text && (
            <button type="button" aria-label={t('search.clear')} onClick={() => change('')} data-testid="search-clear">
              ×
            </button>
          )}
        </Tail>
      </Field>
      <Button type="submit">{t('search.submit')}</Button>
    </Form>
  );
}
