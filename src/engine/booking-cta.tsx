import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BookingButton } from './booking/booking-button';
import { FreeTrialButton } from './free-trial-button';
import { useTenant } from './portal-context';
import { mobile } from '../lib/ui/media';
import { surfacePanel } from '../lib/ui/surface';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
  a[href^='tel:'] {
    color: inherit;
    font-weight: 600;
  }
`;

/**
 * The call to action of product and solution pages: free trial, book a demo (where the tenant takes bookings) and
 * the hotline; `onHero` draws the buttons for the hero band's gradient.
 */
export function BookingCta({ onHero = false }: { onHero?: boolean }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <Actions data-testid="booking-cta">
      <FreeTrialButton variant={onHero ? 'heroAccent' : 'primary'} />
      <BookingButton variant={onHero ? 'onHero' : 'ghost'} />
      {tenant.hotline && (
        <a href={`tel:${tenant.hotline.replace(/[^\d+]/g, '')}`} data-testid="cta-hotline">
          {t('bookingHotline', { hotline: tenant.hotline })}
        </a>
      )}
    </Actions>
  );
}

const Band = styled.section`
  margin: 40px 0;
  padding: 28px;
  ${surfacePanel}
  h2 {
    font-size: 22px;
    margin-bottom: 8px;
  }
  p {
    margin-bottom: 16px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${mobile} {
    padding: 20px 16px;
  }
`;

/** The closing band of a product or solution page: a heading, a line and the call to action. */
export function BookingBand({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <Band aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      <BookingCta />
    </Band>
  );
}
