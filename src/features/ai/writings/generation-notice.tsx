import { useTranslation } from 'react-i18next';
import { QUOTA_SHORT_CODE, QuotaNotice } from '../shared/quota-notice';
import type { WritingGeneration } from './use-writing-generation';
import { FieldError, Hint } from './writing-styles';

/** What became of a draft: the quota notice, or the failure with the part written kept. */
export function GenerationNotice({ generation }: { generation: WritingGeneration }) {
  const { t } = useTranslation('ai');
  const { status, error, text } = generation;
  return (
    <>
      {error?.code === QUOTA_SHORT_CODE ? (
        <QuotaNotice message={error.msg} />
      ) : error ? (
        <FieldError role="alert" data-testid="draft-error">
          {error.msg} {text ? t('paper.section.partialKept') : ''}
        </FieldError>
      ) : status === 'stopped' ? (
        <Hint role="status" data-testid="draft-stopped">
          {t('paper.section.stopped')}
        </Hint>
      ) : null}
    </>
  );
}
