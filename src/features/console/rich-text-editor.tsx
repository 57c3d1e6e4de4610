import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ArticleBody } from '../../lib/ui/article-body';
import { Button } from '../../lib/ui/button';
import { TextField } from '../../lib/ui/text-field';
import { HiddenFileInput } from './hidden-file-input';
import { isSafeLinkTarget } from './link-target';
import { RichTextToolbar } from './rich-text-toolbar';
import { acceptOf } from './upload-media';

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  .ProseMirror {
    min-height: 320px;
    padding: 12px 16px;
    outline: none;
  }
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

// Not a form: the editor sits inside the article's form, and a nested form's submit would save the article.
const LinkForm = styled.div`
  display: flex;
  gap: 8px;
  align-items: flex-end;
  padding: 8px 8px 0;
  > div {
    flex: 1;
  }
`;

export interface RichTextEditorProps {
  label: string;
  /** HTML; the server sanitises it again on save. */
  value: string;
  onChange: (html: string) => void;
  /** Stores an image and answers its address and description; a refusal is shown by the caller. */
  uploadImage: (file: File) => Promise<{ src: string; alt: string } | null>;
}

/**
 * The console's rich text (TipTap over ProseMirror): headings, emphasis, lists, quotes, links and uploaded images,
 * and nothing its schema does not know, so a pasted page keeps its text and loses its scripts and styles.
 */
export function RichTextEditor({ label, value, onChange, uploadImage }: RichTextEditorProps) {
  const { t } = useTranslation('console');
  const file = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string>();
  /** What the editor has sent out and no render has brought back yet, oldest first. */
  const unseen = useRef<string[]>([]);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, isAllowedUri: (url) => isSafeLinkTarget(url) } }),
      Image,
    ],
    content: value,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', 'data-testid': 'rich-text' } },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      unseen.current.push(html);
      onChange(html);
    },
  });
  // A value from outside (the saved item loaded, the latest version reloaded after a conflict) replaces the text.
  // The editor's own changes come back, sometimes after a later keystroke (typing faster than React renders): one it
  // sent is left alone, or the text would go back a keystroke and the caret to the end.
  useEffect(() => {
    if (!editor) return;
    const sent = unseen.current.indexOf(value);
    if (sent >= 0) {
      unseen.current.splice(0, sent + 1);
      return;
    }
    unseen.current = [];
    if (value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return null;

  const applyLink = () => {
    if (!isSafeLinkTarget(link ?? '')) {
      setLinkError(t('rich.linkRefused'));
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: link!.trim() }).run();
    setLink(null);
  };
  const chooseImage = async (chosen: File) => {
    const image = await uploadImage(chosen);
    if (image) editor.chain().focus().setImage(image).run();
  };

  return (
    <Frame>
      <RichTextToolbar
        editor={editor}
        onLink={() => {
          setLinkError(undefined);
          setLink((editor.getAttributes('link').href as string | undefined) ?? '');
        }}
        onImage={() => file.current?.click()}
      />
      {link !== null && (
        <LinkForm
          role="group"
          aria-label={t('rich.link')}
          data-testid="rich-link-form"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setLink(null);
            if (event.key !== 'Enter') return;
            event.preventDefault();
            applyLink();
          }}
        >
          <TextField label={t('rich.linkPrompt')} value={link} onChange={setLink} error={linkError} autoFocus />
          <Button type="button" onClick={applyLink}>
            {t('rich.linkApply')}
          </Button>
          <Button type="button" $variant="plain" onClick={() => setLink(null)}>
            {t('rich.linkCancel')}
          </Button>
        </LinkForm>
      )}
      <HiddenFileInput inputRef={file} accept={acceptOf('image')} testId="rich-image-file" onFile={(chosen) => void chooseImage(chosen)} />
      <ArticleBody>
        <EditorContent editor={editor} />
      </ArticleBody>
    </Frame>
  );
}
