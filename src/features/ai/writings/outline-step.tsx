import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Writing } from '../../../../shared/calls/ai-tools';
import { Button } from '../../../lib/ui/button';
import { HostModeBanner } from './host-mode-banner';
import { GenerationNotice } from './generation-notice';
import { headingsOf, newSection } from './outline';
import { OutlineEditor } from './outline-editor';
import { draftOf, useWritingGeneration } from './use-writing-generation';
import { useWritingDraft } from './use-writing-draft';
import { loadWriting, type AiSession } from './writings-api';
import { Actions, Hint, Panel, StreamBox } from './writing-styles';

interface OutlineStepProps {
  writing: Writing;
  session: AiSession;
  /** Draft the outline at once (a writing just created). */
  autoStart: boolean;
  /** The outline is saved: on to the sections. */
  onReady: (writing: Writing) => void;
}

/**
 * The outline of a new writing: drafted (streamed, shown as it comes), then edited (rename, reorder, add,
 * remove) and saved. A stopped or failed draft leaves its headings so far in the editor.
 */
export function OutlineStep({ writing, session, autoStart, onReady }: OutlineStepProps) {
  const { t } = useTranslation('ai');
  const draft = useWritingDraft(writing, session);
  const generation = useWritingGeneration();
  const [loading, setLoading] = useState(false);
  const started = useRef(false);
  const streaming = generation.status === 'streaming';

  const run = async () => {
    const final = await draftOf(generation, writing.id, 'outline');
    if (final.status === 'done') {
      setLoading(true);
      // The server saved the outline as the sections: the editor starts from what it saved.
      const saved = await loadWriting(session, writing.id).catch(() => null);
      setLoading(false);
      if (saved && saved.sections.length > 0) return draft.setSections(saved.sections, false);
    }
    const headings = headingsOf(final.text);
    if (headings.length > 0) draft.setSections(headings.map(newSection));
  };

  useEffect(() => {
    if (!autoStart || started.current || writing.sections.length > 0) return;
    started.current = true;
    void run();
    // Once, for the writing this step opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const next = async () => {
    const saved = draft.dirty ? await draft.save(true) : { ...writing, title: draft.title, sections: draft.sections };
    if (saved) onReady(saved);
  };

  return (
    <>
      <HostModeBanner mode={generation.mode} />
      <Panel data-testid="outline-step">
        <h2>{t('paper.outline.title')}</h2>
        <Hint>{t('paper.outline.hint')}</Hint>
        <Actions>
          {streaming ? (
            <Button type="button" $variant="accent" onClick={generation.stop} data-testid="outline-stop">
              {t('paper.section.stop')}
            </Button>
          ) : (
            <Button
              type="button"
              $variant={draft.sections.length ? 'plain' : 'primary'}
              onClick={() => void run()}
              disabled={draft.saving || loading}
              data-testid="outline-draft"
            >
              {draft.sections.length ? t('paper.outline.redraft') : t('paper.outline.draft')}
            </Button>
          )}
        </Actions>
        <GenerationNotice generation={generation} />
        {streaming || loading ? (
          <StreamBox aria-live="polite" aria-busy="true" data-testid="outline-stream">
            {generation.text || t('paper.section.waiting')}
          </StreamBox>
        ) : draft.sections.length > 0 ? (
          <>
            <OutlineEditor sections={draft.sections} onChange={(sections) => draft.setSections(sections)} disabled={draft.saving} />
            <Actions>
              <Button
                type="button"
                $variant="ghost"
                onClick={() => void draft.save()}
                disabled={draft.saving || !draft.dirty}
                data-testid="outline-save"
              >
                {t('paper.outline.save')}
              </Button>
              <Button type="button" onClick={() => void next()} disabled={draft.saving} data-testid="outline-next">
                {t('paper.outline.next')}
              </Button>
            </Actions>
          </>
        ) : null}
      </Panel>
    </>
  );
}
