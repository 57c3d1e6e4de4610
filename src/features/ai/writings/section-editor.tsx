import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SECTION_TEXT_MAX, type WritingSection } from '../../../../shared/calls/ai-tools';
import { Button } from '../../../lib/ui/button';
import { TabStrip } from '../../../lib/ui/tab-strip';
import { CitationList } from '../shared/citation-list';
import { LazyMarkdownView } from '../shared/lazy-markdown-view';
import { GenerationNotice } from './generation-notice';
import type { WritingGeneration } from './use-writing-generation';
import { Actions, FieldError, Hint, Panel, StreamBox, TextArea } from './writing-styles';

const ViewTabs = styled(TabStrip)`
  margin-bottom: 0;
  button[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.primaryText};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Preview = styled.div`
  min-height: 160px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
`;

interface SectionEditorProps {
  index: number;
  section: WritingSection;
  generation: WritingGeneration;
  /** This section is the one being drafted now. */
  drafting: boolean;
  busy: boolean;
  onText: (text: string) => void;
  onDraft: () => void;
}

/** One section: draft it (streamed, stop keeps the part written), edit its Markdown with a preview, its citations. */
export function SectionEditor({ index, section, generation, drafting, busy, onText, onDraft }: SectionEditorProps) {
  const { t } = useTranslation('ai');
  const [preview, setPreview] = useState(false);
  const textId = useId();
  const streaming = drafting && generation.status === 'streaming';
  return (
    <Panel aria-labelledby={`${textId}-heading`} data-testid="section-editor">
      <h3 id={`${textId}-heading`}>
        {index + 1}. {section.heading}
      </h3>
      <Actions>
        {streaming ? (
          <Button type="button" $variant="accent" onClick={generation.stop} data-testid="draft-stop">
            {t('paper.section.stop')}
          </Button>
        ) : (
          <Button type="button" onClick={onDraft} disabled={busy} data-testid="draft-section">
            {section.text ? t('paper.section.redraft') : t('paper.section.draft')}
          </Button>
        )}
        {section.text && !streaming && <Hint>{t('paper.section.redraftHint')}</Hint>}
      </Actions>
      {drafting && <GenerationNotice generation={generation} />}
      {!drafting && section.status === 'interrupted' && (
        <FieldError role="status" data-testid="section-interrupted">
          {t('paper.section.interrupted')}
        </FieldError>
      )}
      {streaming ? (
        <StreamBox aria-live="polite" aria-busy="true" data-testid="section-stream">
          {generation.text || t('paper.section.waiting')}
        </StreamBox>
      ) : (
        <>
          <ViewTabs role="group" aria-label={t('paper.section.view')}>
            <button type="button" aria-pressed={!preview} onClick={() => setPreview(false)}>
              {t('paper.section.edit')}
            </button>
            <button type="button" aria-pressed={preview} onClick={() => setPreview(true)} data-testid="section-preview-tab">
              {t('paper.section.preview')}
            </button>
          </ViewTabs>
          {preview ? (
            <Preview data-testid="section-preview">
              {section.text ? <LazyMarkdownView text={section.text} /> : <Hint>{t('paper.section.emptyText')}</Hint>}
            </Preview>
          ) : (
            <>
              <label htmlFor={textId} className="visually-hidden">
                {t('paper.section.textLabel', { heading: section.heading })}
              </label>
              <TextArea
                id={textId}
                value={section.text}
                maxLength={SECTION_TEXT_MAX}
                rows={14}
                placeholder={t('paper.section.placeholder')}
                onChange={(event) => onText(event.target.value)}
                data-testid="section-text"
              />
            </>
          )}
        </>
      )}
      {section.citations.length > 0 && <CitationList citations={section.citations} />}
    </Panel>
  );
}
