import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_TITLE_MAX, CONTRACT_TEXT_MAX } from '../../../../shared/calls/ai-tools';
import { Button } from '../../../lib/ui/button';
import { TextField } from '../../../lib/ui/text-field';
import { readContract, type AiSession } from '../writings/writings-api';
import { Actions, FieldError, Hint, Label, Panel, TextArea } from '../writings/writing-styles';
import { CONTRACT_FILE_ACCEPT, contractFileProblem, contractTitle, readFileBase64 } from './contract-file';

const TEXT_MIN = 20;

interface ContractInputProps {
  session: AiSession;
  busy: boolean;
  error: string | null;
  onReview: (title: string, text: string) => void;
}

/** The contract to review: pasted, or read from a .docx/.txt upload; a refused file leaves the text as it was. */
export function ContractInput({ session, busy, error, onReview }: ContractInputProps) {
  const { t } = useTranslation('ai');
  const textId = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  const [title, setTitle] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [textError, setTextError] = useState<string | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a fix is read again.
    event.target.value = '';
    if (!file) return;
    const problem = contractFileProblem(file.name, file.size);
    if (problem) return setFileError(t(`contract.fileErrors.${problem}`, { name: file.name }));
    setFileError(null);
    setReading(true);
    try {
      const read = await readContract(session, file.name, await readFileBase64(file));
      setText(read.slice(0, CONTRACT_TEXT_MAX));
      setFileName(file.name);
      setTextError(null);
    } catch (failure) {
      setFileError(failure instanceof Error ? failure.message : session.fallback);
    } finally {
      setReading(false);
    }
  };

  const review = () => {
    const body = text.trim();
    if (body.length < TEXT_MIN) return setTextError(t('contract.errors.short', { min: TEXT_MIN }));
    if (body.length > CONTRACT_TEXT_MAX) return setTextError(t('contract.errors.long', { max: CONTRACT_TEXT_MAX }));
    setTextError(null);
    onReview(title.trim() || contractTitle(body, fileName, AI_TITLE_MAX) || t('contract.untitled'), body);
  };

  return (
    <Panel aria-label={t('contract.inputLabel')} data-testid="contract-input">
      <TextField
        label={t('contract.fields.title')}
        value={title}
        onChange={setTitle}
        maxLength={AI_TITLE_MAX}
        placeholder={t('contract.placeholders.title')}
      />
      <div>
        <Label htmlFor={fileId}>{t('contract.fields.file')}</Label>
        <Actions>
          <input
            id={fileId}
            type="file"
            accept={CONTRACT_FILE_ACCEPT}
            onChange={(event) => void upload(event)}
            disabled={reading || busy}
            data-testid="contract-file"
          />
          {reading && <Hint role="status">{t('contract.reading')}</Hint>}
        </Actions>
        <Hint>{t('contract.fileHint')}</Hint>
        {fileError && (
          <FieldError role="alert" data-testid="contract-file-error">
            {fileError}
          </FieldError>
        )}
      </div>
      <div>
        <Label htmlFor={textId}>{t('contract.fields.text')}</Label>
        <TextArea
          id={textId}
          value={text}
          rows={14}
          maxLength={CONTRACT_TEXT_MAX}
          placeholder={t('contract.placeholders.text')}
          aria-invalid={textError ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setTextError(null);
          }}
          data-testid="contract-text"
        />
        <Hint>{t('contract.chars', { count: text.length, max: CONTRACT_TEXT_MAX })}</Hint>
        {textError && <FieldError role="alert">{textError}</FieldError>}
      </div>
      {error && (
        <FieldError role="alert" data-testid="contract-error">
          {error}
        </FieldError>
      )}
      <Actions>
        <Button type="button" onClick={review} disabled={busy || reading} data-testid="contract-review">
          {busy ? t('contract.reviewing') : t('contract.review')}
        </Button>
      </Actions>
    </Panel>
  );
}
