import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { hrefOf } from '../../engine/href';
import { INFORMATION_SEARCH_MAX } from '../../lib/constants';

const Form = styled.form`
  display: flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 18px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  /* The form clips its children's outlines, so it wears the ring for them. */
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  input {
    width: 180px;
    border: 0;
    padding: 6px 12px;
    outline: none;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
  }
  button {
    border: 0;
    padding: 6px 14px;
    cursor: pointer;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export type SearchScope = 'product' | 'help';

/** The search target of a scope for trimmed keywords (SPEC §5: empty help search goes to /help). */
export function searchHref(scope: SearchScope, keywords: string): string {
  const trimmed = keywords.trim();
  if (scope === 'help') return trimmed ? hrefOf('helpSearch', { keywords: trimmed }) : hrefOf('help');
  return hrefOf('search', {}, { keyword: trimmed || undefined, type: 'product' });
}

/** Search box shown in the header on product and help pages. */
export function HeaderSearch({ scope }: { scope: SearchScope }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Text typed before hydration is in the input but not in state: taken over, or the next render wipes it.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setValue(typed);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchHref(scope, value));
  };
  return (
    // Before hydration the form still works: the browser submits it to the search page.
    <Form role="search" action={hrefOf('search')} onSubmit={submit} data-testid="header-search">
      <input type="hidden" name="type" value={scope} />
      <input
        ref={input}
        type="search"
        name="keyword"
        value={value}
        maxLength={INFORMATION_SEARCH_MAX}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t(`search.placeholder.${scope}`)}
        aria-label={t(`search.placeholder.${scope}`)}
      />
      <button type="submit">{t('search.submit')}</button>
    </Form>
  );
}
