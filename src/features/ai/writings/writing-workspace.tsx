import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AI_TITLE_MAX, type Writing, type WritingSection } from '../../../../shared/calls/ai-tools';
import { hrefOf } from '../../../engine/href';
import { Button } from '../../../lib/ui/button';
import { mobile } from '../../../lib/ui/media';
import { TextField } from '../../../lib/ui/text-field';
import { HostModeBanner } from './host-mode-banner';
import { OutlineEditor } from './outline-editor';
import { replaceSection } from './outline';
import { SectionEditor } from './section-editor';
import { draftOf, useWritingGeneration } from './use-writing-generation';
import { useWritingDraft } from './use-writing-draft';
import type { AiSession } from './writings-api';
import { Actions, Hint, Panel } from './writing-styles';

const Columns = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: 16px;
  align-items: start;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Nav = styled.nav`
  h2 {
    margin-bottom: 8px;
    font-size: 16px;
  }
  ol {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 0;
    list-style: none;
  }
  button {
    width: 100%;
    padding: 8px 10px;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    text-align: left;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  button[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${mobile} {
    ol {
      flex-direction: row;
      overflow-x: auto;
    }
    button {
      white-space: nowrap;
    }
  }
`;

const sectionStatus = (status: string): WritingSection['status'] => (status === 'stopped' || status === 'failed' ? status : 'done');

/**
 * The editor of a paper or a tender document (one for both tools): the title, the outline, then the sections one
 * by one, each drafted and edited; save and .docx export. Unsaved edits are saved before a draft, so the server
 * drafts the section the user sees.
 */
export function WritingWorkspace({ writing, session }: { writing: Writing; session: AiSession }) {
  const { t } = useTranslation('ai');
  const draft = useWritingDraft(writing, session);
  const generation = useWritingGeneration();
  const [current, setCurrent] = useState(0);
  const [draftingIndex, setDraftingIndex] = useState<number | null>(null);
  const [editingOutline, setEditingOutline] = useState(false);
  const streaming = generation.status === 'streaming';
  const busy = streaming || draft.saving;
  const index = Math.min(current, Math.max(0, draft.sections.length - 1));
  const section = draft.sections[index];

  const draftSection = async (at: number) => {
    let base = draft.sections;
    if (draft.dirty) {
      const saved = await draft.save(true);
      if (!saved) return;
      base = saved.sections;
    }
    setDraftingIndex(at);
    const final = await draftOf(generation, writing.id, 'section', at);
    if (final.text)
      draft.setSections(
        replaceSection(base, at, { text: final.text, status: sectionStatus(final.status), citations: final.citations }),
        false,
      );
  };

  return (
    <>
      <HostModeBanner mode={generation.mode} />
      <Panel>
        <TextField
          label={t('paper.fields.title')}
          value={draft.title}
          onChange={draft.setTitle}
          maxLength={AI_TITLE_MAX}
          disabled={streaming}
        />
        <Actions>
          <Button type="button" onClick={() => void draft.save()} disabled={busy} data-testid="writing-save">
            {draft.saving ? t('paper.saving') : t('paper.save')}
          </Button>
          <Button
            type="button"
            $variant="ghost"
            onClick={() => void draft.download()}
            disabled={busy || draft.exporting}
            data-testid="writing-export"
          >
            {draft.exporting ? t('paper.exporting') : t('paper.export')}
          </Button>
          <Button
            type="button"
            $variant="plain"
            onClick={() => setEditingOutline((open) => !open)}
            aria-expanded={editingOutline}
            disabled={streaming}
          >
            {t('paper.outline.toggle')}
          </Button>
          {writing.tool === 'paper' && (
            <Link to={hrefOf('AiPaperDetail', { id: writing.id })} data-testid="writing-read">
              {t('paper.readView')}
            </Link>
          )}
          <Hint role="status">{draft.dirty ? t('paper.unsaved') : t('paper.allSaved')}</Hint>
        </Actions>
      </Panel>
      {editingOutline && (
        <Panel aria-label={t('paper.outline.label')}>
          <h2>{t('paper.outline.title')}</h2>
          <OutlineEditor sections={draft.sections} onChange={(next) => draft.setSections(next)} disabled={busy} />
        </Panel>
      )}
      {section ? (
        <Columns>
          <Nav aria-labelledby="writing-sections-heading">
            <h2 id="writing-sections-heading">{t('paper.sections')}</h2>
            <ol>
              {draft.sections.map((item, i) => (
                <li key={`${i}-${item.heading}`}>
                  <button
                    type="button"
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => setCurrent(i)}
                    disabled={streaming && i !== index}
                  >
                    {i + 1}. {item.heading}
                    <small>{item.text ? t('paper.section.chars', { count: item.text.length }) : t('paper.section.notDrafted')}</small>
                  </button>
                </li>
              ))}
            </ol>
          </Nav>
          <SectionEditor
            key={index}
            index={index}
            section={section}
            generation={generation}
            drafting={draftingIndex === index}
            busy={busy}
            onText={(text) => draft.setSections(replaceSection(draft.sections, index, { text }))}
            onDraft={() => void draftSection(index)}
          />
        </Columns>
      ) : (
        <Hint>{t('paper.noSections')}</Hint>
      )}
    </>
  );
}
