import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Citation } from '../../../../shared/calls/ai-tools';

const Box = styled.section`
  margin-top: 12px;
  padding-top: 10px;
  border-top: 1px dashed ${({ theme }) => theme.colors.border};
  font-size: 13px;
  > p {
    font-size: 13px;
    font-weight: 600;
    margin-bottom: 6px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ol {
    margin: 0;
    padding-left: 1.5em;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  li p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

/** Only the portal's own paths are followed; anything else shows as plain text. */
const portalPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** The portal passages a generation rests on: each title links to its detail page, with the excerpt. */
export function CitationList({ citations }: { citations: readonly Citation[] }) {
  const { t } = useTranslation('ai');
  if (!citations.length) return null;
  return (
    <Box aria-label={t('shared.citations')} data-testid="ai-citations">
      <p>{t('shared.citations')}</p>
      <ol>
        {citations.map((citation, index) => (
          <li key={`${citation.type}-${citation.id}-${index}`}>
            {portalPath(citation.href) ? <Link to={citation.href}>{citation.title}</Link> : <span>{citation.title}</span>}
            {citation.excerpt && <p>{citation.excerpt}</p>}
          </li>
        ))}
      </ol>
    </Box>
  );
}
