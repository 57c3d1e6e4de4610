import { useTranslation } from 'react-i18next';
import { amountParts } from './amount';

/** An amount of whole yuan, as notices write it (wan from ten thousand yuan up). */
export function TenderAmount({ yuan }: { yuan: number }) {
  const { t } = useTranslation('tender');
  const { value, unit } = amountParts(yuan);
  return <span data-testid="tender-amount">{t(`amount.${unit}`, { value })}</span>;
}
