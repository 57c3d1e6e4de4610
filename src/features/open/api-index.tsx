import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiCallBriefItem } from '../../../shared/calls/open';
import { hrefOf } from '../../engine/href';
import { desktop, mobile } from '../../lib/ui/media';
import { surfacePanel } from '../../lib/ui/surface';
import { TwoColumns } from '../../lib/ui/two-columns';
import { groupLabel } from './group-label';
import { MethodTag } from './method-tag';
import type { ApiGroupsReply } from './open-api';
import { operationAnchor } from './operation-doc';

type Group = ApiGroupsReply['groups'][number];

/** The anchor of a group's heading on /open/api: the side navigation jumps there. */
export const groupAnchor = (id: string) => `group-${id}`;

/** The calls of a group whose path (or a twin), name or summary holds the query, case aside. */
export function matchingCalls(calls: readonly ApiCallBriefItem[], query: string): ApiCallBriefItem[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...calls];
  return calls.filter((call) => [call.path, ...call.twins, call.name, call.summary].some((text) => text.toLowerCase().includes(needle)));
}

// Below the sticky header on desktop; in the flow on phones.
const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  ${desktop} {
    position: sticky;
    top: ${({ theme }) => theme.sizes.headerHeight + 16}px;
    max-height: calc(100vh - ${({ theme }) => theme.sizes.headerHeight + 32}px);
  }
`;

const Search = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-weight: 600;
    font-size: 14px;
  }
  input {
    width: 100%;
    height: 38px;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  input:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  p {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Nav = styled.nav`
  ${surfacePanel}
  padding: 8px 0;
  min-height: 0;
  overflow-y: auto;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 7px 16px;
    color: ${({ theme }) => theme.colors.text};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primaryText};
  }
  a:focus-visible {
    outline-offset: -2px;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  ${mobile} {
    ul[data-open='false'] {
      display: none;
    }
  }
`;

// The list's title on desktop; on phones the button that opens and closes it.
const Toggle = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  width: 100%;
  padding: 6px 16px;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  span[aria-hidden] {
    transition: transform 0.2s;
  }
  &[aria-expanded='true'] span[aria-hidden] {
    transform: rotate(180deg);
  }
  ${desktop} {
    cursor: default;
    pointer-events: none;
    span[aria-hidden] {
      display: none;
    }
  }
`;

const GroupBlock = styled.section`
  margin-bottom: 28px;
  h2 {
    font-size: 18px;
    margin-bottom: 8px;
    scroll-margin-top: ${({ theme }) => theme.sizes.headerHeight + 16}px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    ${surfacePanel}
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li a {
    display: grid;
    grid-template-columns: 64px minmax(0, 2fr) minmax(0, 3fr);
    gap: 12px;
    align-items: center;
    padding: 10px 14px;
    color: ${({ theme }) => theme.colors.text};
  }
  code {
    overflow-wrap: anywhere;
  }
  span:last-child {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
  ${mobile} {
    h2 {
      scroll-margin-top: 16px;
    }
    li a {
      grid-template-columns: 56px minmax(0, 1fr);
    }
    li a span:last-child {
      grid-column: 2;
    }
  }
`;

const Empty = styled.p`
  padding: 32px 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  ${surfacePanel}
`;

function GroupCalls({ group, calls }: { group: Group; calls: ApiCallBriefItem[] }) {
  const { t } = useTranslation('open');
  const href = hrefOf('openApi', { id: group.id });
  return (
    <GroupBlock aria-labelledby={groupAnchor(group.id)} data-testid="api-group">
      <h2 id={groupAnchor(group.id)}>
        <Link to={href}>{groupLabel(t, group.id)}</Link>
      </h2>
      <ul>
        {calls.map((call) => (
          <li key={call.name} data-testid="api-call">
            <Link to={`${href}#${operationAnchor(call.name)}`}>
              <MethodTag method={call.method} />
              <code>{call.path}</code>
              <span>{call.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </GroupBlock>
  );
}

/**
 * /open/api: every public call by group, with a side navigation that jumps to each group (sticky beside the list on
 * desktop, a list that opens from a button on phones) and a search box that narrows both to the calls whose path
 * or name holds the text.
 */
export function ApiIndex({ groups }: { groups: Group[] }) {
  const { t } = useTranslation('open');
  const searchId = useId();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  // Typing stays quick; the list of a few hundred calls follows.
  const deferred = useDeferredValue(query);
  const shown = groups.map((group) => ({ group, calls: matchingCalls(group.calls, deferred) })).filter((item) => item.calls.length > 0);
  const count = shown.reduce((sum, item) => sum + item.calls.length, 0);
  return (
    <TwoColumns>
      <Aside>
        <Search role="search">
          <label htmlFor={searchId}>{t('api.searchLabel')}</label>
          <input
            id={searchId}
            type="search"
            value={query}
            maxLength={60}
            placeholder={t('api.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
            data-testid="api-search"
          />
          <p aria-live="polite" data-testid="api-search-count">
            {deferred.trim() ? t('api.matchCount', { count }) : ''}
          </p>
        </Search>
        <Nav aria-label={t('api.groupsNav')} data-testid="api-nav">
          <Toggle type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
            {t('api.groupsNav')}
            <span aria-hidden="true">▾</span>
          </Toggle>
          <ul id={listId} data-open={open}>
            {shown.map(({ group, calls }) => (
              <li key={group.id}>
                <a href={`#${groupAnchor(group.id)}`} onClick={() => setOpen(false)}>
                  <span>{groupLabel(t, group.id)}</span>
                  <small>{calls.length}</small>
                </a>
              </li>
            ))}
          </ul>
        </Nav>
      </Aside>
      <div data-testid="api-index">
        {shown.length ? (
          shown.map(({ group, calls }) => <GroupCalls key={group.id} group={group} calls={calls} />)
        ) : (
          <Empty data-testid="api-no-match">{t('api.noMatch', { query: deferred.trim() })}</Empty>
        )}
      </div>
    </TwoColumns>
  );
}
