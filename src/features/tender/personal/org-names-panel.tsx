import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ORG_NAMES_MAX } from '../../../../shared/calls/enums';
import { tenderCalls } from '../../../../shared/calls/tender';
import { PersonalPanel, type PersonalSectionProps } from '../../../engine/personal-sections';
import { useApi, useToasts } from '../../../engine/portal-context';
import { Button } from '../../../lib/ui/button';
import { CallStateView } from '../../../lib/ui/call-state-view';
import { TextField } from '../../../lib/ui/text-field';
import { checkOrgNames, type OrgNameError } from './org-names';
import { useCall } from '../../../engine/use-call';

const Form = styled.form`
  max-width: 560px;
  .hint {
    margin-bottom: 12px;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
  .buttons {
    display: flex;
    gap: 8px;
  }
`;

function Editor({ token, initial }: { token: string; initial: string[] }) {
  const { t } = useTranslation('tender');
  const api = useApi();
  const toasts = useToasts();
  const [names, setNames] = useState<string[]>(initial.length ? initial : ['']);
  const [errors, setErrors] = useState<(OrgNameError | undefined)[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => setNames(initial.length ? initial : ['']), [initial]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkOrgNames(names);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors([]);
    setBusy(true);
    api
      .call(tenderCalls.orgNameUpdate, { names: checked.names }, { token, silent: true })
      .then((answer) => {
        setNames(answer.names.length ? answer.names : ['']);
        toasts.show(t('personal.orgNamesSaved'), 'success');
      })
      .catch((error: Error) => toasts.show(error.message, 'error'))
      .finally(() => setBusy(false));
  };

  return (
    <Form onSubmit={save} noValidate data-testid="org-names-form">
      <p className="hint">{t('personal.orgNamesHint', { max: ORG_NAMES_MAX })}</p>
      {names.map((name, index) => (
        <TextField
          key={index}
          label={t('personal.orgName', { n: index + 1 })}
          maxLength={50}
          value={name}
          onChange={(value) => setNames(names.map((old, i) => (i === index ? value : old)))}
          error={errors[index] ? t(`personal.orgNameErrors.${errors[index]}`) : undefined}
          addon={
            names.length > 1 && (
              <Button
                type="button"
                $variant="plain"
                aria-label={t('personal.removeOrgName', { n: index + 1 })}
                onClick={() => setNames(names.filter((_, i) => i !== index))}
              >
                ×
              </Button>
            )
          }
        />
      ))}
      <div className="buttons">
        <Button type="button" $variant="ghost" disabled={names.length >= ORG_NAMES_MAX} onClick={() => setNames([...names, ''])}>
          {t('personal.addOrgName')}
        </Button>
        <Button type="submit" disabled={busy} data-testid="save-org-names">
          {t('personal.saveOrgNames')}
        </Button>
      </div>
    </Form>
  );
}

/** The user's own organisation names (the companies they bid for). */
export default function OrgNamesPanel({ token }: PersonalSectionProps) {
  const { t } = useTranslation('tender');
  const api = useApi();
  const { state, retry } = useCall(() => api.call(tenderCalls.orgNameGet, {}, { token, silent: true }), [api, token]);
  return (
    <PersonalPanel title={t('personal.orgNames')} testId="tender-org-names">
      <CallStateView state={state} onRetry={retry}>
        {({ names }) => <Editor token={token} initial={names} />}
      </CallStateView>
    </PersonalPanel>
  );
}
