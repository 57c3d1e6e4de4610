import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_TITLE_MAX, type Writing, type WritingSection } from '../../../../shared/calls/ai-tools';
import { useToasts } from '../../../engine/portal-context';
import { cleanOutline, outlineProblem } from './outline';
import { useWritingExport } from './use-writing-export';
import { saveWriting, type AiSession } from './writings-api';

/**
 * The editable copy of a writing (title and sections) with its save and its .docx export. A failed save keeps
 * every edit on screen and says why.
 */
export function useWritingDraft(initial: Writing, session: AiSession) {
  const { t } = useTranslation('ai');
  const toasts = useToasts();
  const [title, setTitleValue] = useState(initial.title);
  const [sections, setSectionsValue] = useState<WritingSection[]>(initial.sections);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const { exporting, download: exportTo } = useWritingExport(session.token);

  const setTitle = (value: string) => {
    setTitleValue(value);
    setDirty(true);
  };
  const setSections = (next: WritingSection[], edited = true) => {
    setSectionsValue(next);
    if (edited) setDirty(true);
  };

  const problem = (): string | null => {
    if (!title.trim()) return t('paper.errors.title');
    if (title.trim().length > AI_TITLE_MAX) return t('paper.errors.titleLong', { max: AI_TITLE_MAX });
    const outline = outlineProblem(sections);
    return outline ? t(`paper.errors.${outline}`) : null;
  };

  /** Saves, and resolves with the saved writing, or null (refused: the edits stay, a toast says why). */
  const save = async (quiet = false): Promise<Writing | null> => {
    const reason = problem();
    if (reason) {
      toasts.show(reason, 'error');
      return null;
    }
    setSaving(true);
    try {
      const saved = await saveWriting(session, initial.id, title.trim(), cleanOutline(sections));
      setTitleValue(saved.title);
      setSectionsValue(saved.sections);
      setDirty(false);
      if (!quiet) toasts.show(t('paper.saved'), 'success');
      return saved;
    } catch (error) {
      toasts.show(error instanceof Error ? error.message : session.fallback, 'error');
      return null;
    } finally {
      setSaving(false);
    }
  };

  const download = async () => {
    if (dirty && !(await save(true))) return;
    await exportTo(initial.id, title);
  };

  return { title, setTitle, sections, setSections, dirty, saving, exporting, save, download };
}

export type WritingDraft = ReturnType<typeof useWritingDraft>;
