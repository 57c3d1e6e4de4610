import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Subscription } from '../../../../shared/calls/tender';
import { amountParts } from '../amount';

const Line = styled.p`
  margin-top: 4px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

/** What a subscription matches, in one line: only the conditions it sets. */
export function SubscriptionSummary({ subscription: s }: { subscription: Subscription }) {
  const { t } = useTranslation('tender');
  const join = (values: string[]) => values.join(t('listSeparator'));
  const amount = (yuan: number | null) => {
    if (yuan === null) return t('personal.any');
    const { value, unit } = amountParts(yuan);
    return t(`amount.${unit}`, { value });
  };
  const parts: [string, string][] = [];
  if (s.keywords.length) parts.push(['keywords', join(s.keywords)]);
  if (s.regions.length) parts.push(['regions', join(s.regions.map((region) => region.name))]);
  if (s.projectTypes.length) parts.push(['projectTypes', join(s.projectTypes.map((type) => t(`common:projectTypes.${type}`)))]);
  if (s.tradeCategories.length)
    parts.push(['tradeCategories', join(s.tradeCategories.map((category) => t(`content:tradeCategories.${category}`)))]);
  if (s.engTypes.length) parts.push(['engTypes', join(s.engTypes.map((code) => t(`content:tenderStages.${code}`)))]);
  if (s.amountMin !== null || s.amountMax !== null) parts.push(['amount', `${amount(s.amountMin)} - ${amount(s.amountMax)}`]);
  const words = [
    ...(parts.length ? parts.map(([key, value]) => t(`personal.summary.${key}`, { value })) : [t('personal.summary.everything')]),
    t(s.digest ? 'personal.summary.digestOn' : 'personal.summary.digestOff'),
  ];
  return <Line data-testid="subscription-summary">{words.join(t('dot'))}</Line>;
}
