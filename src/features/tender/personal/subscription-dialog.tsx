import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  KEYWORD_MAX,
  PROJECT_TYPES,
  REMIND_DAYS_MAX,
  REMIND_DAYS_MIN,
  TENDER_STAGE_CODES,
  TRADE_CATEGORIES,
} from '../../../../shared/calls/enums';
import { tenderCalls, type Subscription } from '../../../../shared/calls/tender';
import { useApi, useToasts } from '../../../engine/portal-context';
import { Button } from '../../../lib/ui/button';
import { CheckGroup } from '../../../lib/ui/check-group';
import { Dialog } from '../../../lib/ui/dialog';
import { CallStateView } from '../../../lib/ui/call-state-view';
import { TextField } from '../../../lib/ui/text-field';
import { fieldBox } from './field-box';
import { RegionPicker } from './region-picker';
import {
  EMPTY_SUBSCRIPTION,
  NAME_MAX,
  subscriptionBody,
  valuesOf,
  type SubscriptionErrors,
  type SubscriptionValues,
} from './subscription-values';
import { useCall } from '../../../engine/use-call';

/** Two columns that may be narrower than an input's own width (a phone's dialog). */
const Amounts = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
`;

const Switch = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 16px;
  cursor: pointer;
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Remind = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  margin-bottom: 16px;
  select {
    height: 32px;
    ${fieldBox}
  }
  small {
    flex-basis: 100%;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Every day count a reminder may ask for. */
const REMIND_DAY_CHOICES = Array.from({ length: REMIND_DAYS_MAX - REMIND_DAYS_MIN + 1 }, (_, index) => REMIND_DAYS_MIN + index);

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

export interface SubscriptionDialogProps {
  token: string;
  /** The subscription to edit; absent for a new one. */
  editing?: Subscription;
  /** What a new one starts from (the search the user is looking at). */
  initial?: SubscriptionValues;
  onSaved: (saved: Subscription) => void;
  onClose: () => void;
}

/** Creates or edits a subscription: keywords, regions, types, stages, amount range and the daily digest. */
export function SubscriptionDialog({ token, editing, initial, onSaved, onClose }: SubscriptionDialogProps) {
  const { t } = useTranslation('tender');
  const api = useApi();
  const remindId = useId();
  const toasts = useToasts();
  const [values, setValues] = useState<SubscriptionValues>(editing ? valuesOf(editing) : (initial ?? EMPTY_SUBSCRIPTION));
  const [errors, setErrors] = useState<SubscriptionErrors>({});
  const [busy, setBusy] = useState(false);
  const regions = useCall(() => api.call(tenderCalls.customerRegion, { depth: 2 }, { token, silent: true }), [api, token]);
  const set = <K extends keyof SubscriptionValues>(key: K, value: SubscriptionValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const error = (field: keyof SubscriptionErrors) =>
    errors[field] ? t(`personal.form.errors.${errors[field]}`, { max: KEYWORD_MAX }) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = subscriptionBody(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const options = { token, silent: true };
    const saving = editing
      ? api.call(tenderCalls.subscribeUpdate, { id: editing.id, ...checked.body }, options)
      : api.call(tenderCalls.subscribeCreate, checked.body, options);
    saving
      .then((answer) => onSaved(answer.model))
      .catch((failure: Error) => toasts.show(failure.message, 'error'))
      .finally(() => setBusy(false));
  };

  return (
    <Dialog title={t(editing ? 'personal.form.editTitle' : 'personal.form.createTitle')} closeLabel={t('common:close')} onClose={onClose}>
      <form onSubmit={submit} noValidate data-testid="subscription-form">
        <TextField
          label={t('personal.form.name')}
          maxLength={NAME_MAX}
          value={values.name}
          onChange={(v) => set('name', v)}
          error={error('name')}
        />
        <TextField
          label={t('personal.form.keywords')}
          placeholder={t('personal.form.keywordsHint')}
          value={values.keywords}
          onChange={(v) => set('keywords', v)}
          error={error('keywords')}
        />
        <CallStateView state={regions.state} onRetry={regions.retry}>
          {({ list }) => <RegionPicker tree={list} chosen={values.regionCodes} onChange={(codes) => set('regionCodes', codes)} />}
        </CallStateView>
        <CheckGroup
          legend={t('personal.form.projectTypes')}
          options={PROJECT_TYPES.filter((type) => type !== 'ALL').map((value) => ({ value, label: t(`common:projectTypes.${value}`) }))}
          chosen={values.projectTypes}
          onChange={(chosen) => set('projectTypes', chosen)}
        />
        <CheckGroup
          legend={t('personal.form.tradeCategories')}
          options={TRADE_CATEGORIES.map((value) => ({ value, label: t(`content:tradeCategories.${value}`) }))}
          chosen={values.tradeCategories}
          onChange={(chosen) => set('tradeCategories', chosen)}
        />
        <CheckGroup
          legend={t('personal.form.engTypes')}
          options={TENDER_STAGE_CODES.map((value) => ({ value, label: t(`content:tenderStages.${value}`) }))}
          chosen={values.engTypes}
          onChange={(chosen) => set('engTypes', chosen)}
        />
        <Amounts>
          <TextField
            label={t('personal.form.amountMin')}
            inputMode="decimal"
            maxLength={15}
            value={values.amountMin}
            onChange={(v) => set('amountMin', v)}
            error={error('amount')}
          />
          <TextField
            label={t('personal.form.amountMax')}
            inputMode="decimal"
            maxLength={15}
            value={values.amountMax}
            onChange={(v) => set('amountMax', v)}
          />
        </Amounts>
        <Switch>
          <input type="checkbox" checked={values.digest} onChange={(event) => set('digest', event.target.checked)} />
          {t('personal.form.digest')}
        </Switch>
        <Remind>
          <label htmlFor={remindId}>{t('personal.form.remind')}</label>
          <select
            id={remindId}
            value={values.remindDays}
            disabled={!values.digest}
            aria-describedby={`${remindId}-hint`}
            onChange={(event) => set('remindDays', event.target.value)}
            data-testid="remind-days"
          >
            <option value="">{t('personal.form.remindOff')}</option>
            {REMIND_DAY_CHOICES.map((days) => (
              <option key={days} value={String(days)}>
                {t('personal.form.remindDays', { days })}
              </option>
            ))}
          </select>
          <small id={`${remindId}-hint`}>{t('personal.form.remindHint')}</small>
        </Remind>
        <Actions>
          <Button type="button" $variant="plain" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={busy} data-testid="save-subscription">
            {t('personal.form.save')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
