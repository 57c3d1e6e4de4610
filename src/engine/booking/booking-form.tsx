import { useAtomValue } from 'jotai';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  BOOKING_IDENTITIES,
  BOOKING_MAX,
  bookingCalls,
  SOURCE_PAGE_MAX,
  VISITOR_ID_PATTERN,
  type BookingBody,
} from '../../../shared/calls/booking';
import { CallRefused } from '../../lib/api/call-refused';
import { useForm } from '../../lib/form/use-form';
import { rules } from '../../lib/form/validation';
import { Button } from '../../lib/ui/button';
import { SelectField, TextField } from '../../lib/ui/text-field';
import { visitorId } from '../../lib/visitor-id';
import { freeTrialRule } from '../free-trial-target';
import { useApi, useTenant, useToasts } from '../portal-context';
import { guestIdAtom, userInfoAtom } from '../state/portal-atoms';
import { useCurrentRoute } from '../use-current-route';

/** SPEC §4: about half a second after a successful booking the form gives way to the thank-you view. */
export const THANKS_DELAY_MS = 500;

const VISITOR_ID = new RegExp(VISITOR_ID_PATTERN);

/** The stored visitor id, unless something else has put an odd value there: a booking never fails for it. */
function sendableVisitorId(): string | undefined {
  const id = visitorId();
  return id && VISITOR_ID.test(id) ? id : undefined;
}

/** The four fields of SPEC §3, checked by SPEC §5; on success `onBooked` runs after THANKS_DELAY_MS. */
export function BookingForm({ onBooked }: { onBooked: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const toasts = useToasts();
  const tenant = useTenant();
  const location = useLocation();
  const { row } = useCurrentRoute();
  const guestId = useAtomValue(guestIdAtom);
  const token = useAtomValue(userInfoAtom)?.token;
  const form = useForm({ phone: '', userName: '', userIdentity: '', position: '' }, { phone: rules.phone, userName: rules.realname });
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.check();
    if (!values || form.busy) return;
    form.setBusy(true);
    const body = {
      ...values,
      userIdentity: values.userIdentity as BookingBody['userIdentity'],
      sourcePage: `${location.pathname}${location.search}`.slice(0, SOURCE_PAGE_MAX),
      channel: freeTrialRule(row?.name ?? '', tenant.freeTrial).channel,
      visitorId: sendableVisitorId(),
      guestId: guestId ?? undefined,
    };
    try {
      await api.call(bookingCalls.reservation, body, { token, keepOnLeave: true });
      timer.current = window.setTimeout(onBooked, THANKS_DELAY_MS);
      return;
    } catch (error) {
      // SPEC §8: the server's msg as an error toast, the form staying as it was; the API client has toasted a
      // transport error already.
      if (error instanceof CallRefused) toasts.show(error.message, 'error');
    }
    form.setBusy(false);
  };

  const identities = [
    { value: '', label: t('booking.identityPlaceholder') },
    ...BOOKING_IDENTITIES.map((value) => ({ value, label: t(`booking.identities.${value}`) })),
  ];
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="booking-form">
      <TextField
        label={t('booking.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={BOOKING_MAX.phone}
        {...form.field('phone')}
      />
      <TextField label={t('booking.userName')} autoComplete="name" maxLength={BOOKING_MAX.userName} {...form.field('userName')} />
      <SelectField
        label={t('booking.userIdentity')}
        options={identities}
        value={form.values.userIdentity}
        onChange={form.field('userIdentity').onChange}
      />
      <TextField
        label={t('booking.position')}
        autoComplete="organization-title"
        maxLength={BOOKING_MAX.position}
        {...form.field('position')}
      />
      <Button type="submit" disabled={form.busy} $block>
        {t('booking.submit')}
      </Button>
    </form>
  );
}
