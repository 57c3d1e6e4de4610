import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Writing } from '../../../../shared/calls/ai-tools';
import { hrefOf } from '../../../engine/href';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../lib/ui/button';
import { CallStateView } from '../../../lib/ui/call-state-view';
import { PageShell } from '../../../lib/ui/page-shell';
import { CitationList } from '../shared/citation-list';
import { LazyMarkdownView } from '../shared/lazy-markdown-view';
import { HostModeBanner } from '../writings/host-mode-banner';
import { referencesOf } from '../writings/references';
import { useOwnWriting } from '../writings/use-own-writing';
import { idOf } from '../writings/writing-links';
import { WritingNotFound } from '../writings/writing-states';
import { useWritingExport } from '../writings/use-writing-export';
import { Actions, Hint, Panel } from '../writings/writing-styles';

const Toc = styled.ol`
  padding-left: 20px;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

/** The paper as read: table of contents, each section rendered (sanitised) with its citations, and the references. */
function PaperView({ writing, token }: { writing: Writing; token: string }) {
  const { t } = useTranslation('ai');
  const { exporting, download: downloadWriting } = useWritingExport(token);
  const references = referencesOf(writing.sections);
  const download = () => downloadWriting(writing.id, writing.title);
  return (
    <article data-testid="paper-view">
      <Panel>
        <h2>{writing.title}</h2>
        <Hint>
          {writing.field && `${t('paper.fields.field')}：${writing.field} · `}
          {t('paper.updated', { time: formatDateTime(writing.updatedAt) })}
        </Hint>
        {writing.mode && <HostModeBanner mode={writing.mode} />}
        <Actions>
          <Button as={Link} to={hrefOf('AiPaperEdit', { id: writing.id })} data-testid="paper-edit">
            {t('paper.edit')}
          </Button>
          <Button type="button" $variant="ghost" onClick={() => void download()} disabled={exporting} data-testid="writing-export">
            {exporting ? t('paper.exporting') : t('paper.export')}
          </Button>
        </Actions>
        {writing.sections.length > 0 && (
          <nav aria-label={t('paper.toc')}>
            <Toc>
              {writing.sections.map((section, i) => (
                <li key={`${i}-${section.heading}`}>
                  <a href={`#section-${i + 1}`}>{section.heading}</a>
                </li>
              ))}
            </Toc>
          </nav>
        )}
      </Panel>
      {writing.sections.length === 0 && <Hint>{t('paper.noSections')}</Hint>}
      {writing.sections.map((section, i) => (
        <Panel key={`${i}-${section.heading}`} id={`section-${i + 1}`} aria-labelledby={`section-${i + 1}-heading`}>
          <h3 id={`section-${i + 1}-heading`}>
            {i + 1}. {section.heading}
          </h3>
          {section.text ? <LazyMarkdownView text={section.text} /> : <Hint>{t('paper.section.notDrafted')}</Hint>}
          {section.citations.length > 0 && <CitationList citations={section.citations} />}
        </Panel>
      ))}
      {references.length > 0 && (
        <Panel aria-labelledby="paper-references" data-testid="paper-references">
          <h3 id="paper-references">{t('paper.references')}</h3>
          <ol>
            {references.map((reference) => (
              <li key={`${reference.type}-${reference.id}`}>
                <Link to={reference.href}>{reference.title}</Link>
              </li>
            ))}
          </ol>
        </Panel>
      )}
    </article>
  );
}

/** /aipaper/detail/:id: the user's paper to read, with edit and export. */
export default function PaperDetailPage() {
  const { t } = useTranslation('ai');
  const own = useOwnWriting(idOf(useParams().id), 'paper');
  return (
    <PageShell title={t('paper.detailTitle')}>
      <CallStateView state={own.state} onRetry={own.retry}>
        {(writing) => (writing && own.session ? <PaperView writing={writing} token={own.session.token} /> : <WritingNotFound />)}
      </CallStateView>
    </PageShell>
  );
}
