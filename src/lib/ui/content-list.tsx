import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The bordered list that content rows sit in. */
export const ListBox = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.li`
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2,
  h3 {
    font-size: 17px;
    margin-bottom: 6px;
    overflow-wrap: anywhere;
  }
  h2 a:hover,
  h3 a:hover {
    color: ${({ theme }) => theme.colors.primaryText};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
    margin-bottom: 6px;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  align-items: center;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ContentRowProps {
  href: string;
  title: ReactNode;
  /** Before the title link, inside the heading (a tender's stage). */
  lead?: ReactNode;
  summary?: ReactNode;
  meta?: ReactNode;
  /** 2 when the list sits right under the page's h1, 3 under a group's h2 (search results). */
  level?: 2 | 3;
}

export function ContentRow({ href, title, lead, summary, meta, level = 2 }: ContentRowProps) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <Row>
      <Title>
        {lead}
        <Link to={href}>{title}</Link>
      </Title>
      {summary && <p>{summary}</p>}
      {meta && <Meta>{meta}</Meta>}
    </Row>
  );
}

/** A list of content rows (news, documents, downloads): title link, summary line and a meta line. */
export function ContentList({ children, testId }: { children: ReactNode; testId?: string }) {
  return <ListBox data-testid={testId}>{children}</ListBox>;
}

export const MetaTag = styled(Link)`
  padding: 1px 8px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
`;
