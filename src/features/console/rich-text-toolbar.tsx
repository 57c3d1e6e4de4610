import type { Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 6px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.pageBg};
  button {
    min-width: 36px;
    height: 32px;
    padding: 0 8px;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    font-size: 13px;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  button:disabled {
    color: ${({ theme }) => theme.colors.muted};
    cursor: default;
  }
`;

interface Tool {
  key: string;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
}

const TOOLS: Tool[] = [
  { key: 'paragraph', run: (e) => e.chain().focus().setParagraph().run(), active: (e) => e.isActive('paragraph') },
  { key: 'heading2', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { key: 'heading3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { key: 'bold', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { key: 'italic', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { key: 'bulletList', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { key: 'orderedList', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { key: 'quote', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { key: 'unlink', run: (e) => e.chain().focus().unsetLink().run(), enabled: (e) => e.isActive('link') },
  { key: 'undo', run: (e) => e.chain().focus().undo().run(), enabled: (e) => e.can().undo() },
  { key: 'redo', run: (e) => e.chain().focus().redo().run(), enabled: (e) => e.can().redo() },
];

/** The editor's formatting buttons; a link and an image are asked for by the editor around it. */
export function RichTextToolbar({ editor, onLink, onImage }: { editor: Editor; onLink: () => void; onImage: () => void }) {
  const { t } = useTranslation('console');
  const button = (key: string, run: () => void, pressed?: boolean, enabled = true) => (
    <button key={key} type="button" aria-pressed={pressed} disabled={!enabled} onClick={run} data-testid={`rich-${key}`}>
      {t(`rich.${key}`)}
    </button>
  );
  return (
    <Bar role="toolbar" aria-label={t('rich.toolbar')}>
      {TOOLS.map((tool) => button(tool.key, () => tool.run(editor), tool.active?.(editor), tool.enabled?.(editor) ?? true))}
      {button('link', onLink, editor.isActive('link'))}
      {button('image', onImage)}
    </Bar>
  );
}
