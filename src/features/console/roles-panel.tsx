import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CONTENT_ROLES, consoleCalls, type ConsoleTenant, type ContentRole, type RoleGrant } from '../../../shared/calls/console';
import { useApi, useToasts } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { Button } from '../../lib/ui/button';
import { CallStateView } from '../../lib/ui/call-state-view';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog';
import { EmptyState } from '../../lib/ui/empty-state';
import { mobile } from '../../lib/ui/media';
import { SelectField, TextField } from '../../lib/ui/text-field';
import { TableScroll } from '../../lib/ui/table-scroll';
import { tenantTitles } from './item-labels';
import { showFailure } from './show-failure';

const GrantForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 200px 140px auto;
  gap: 12px;
  align-items: end;
  margin: 16px 0;
  > button {
    margin-bottom: 14px;
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
`;

/** Who edits and administers the admin's tenants; an admin grants a role by phone and revokes one. */
export function RolesPanel({ tenants, token }: { tenants: ConsoleTenant[]; token: string }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const toasts = useToasts();
  const administered = tenants.filter((tenant) => tenant.role === 'admin');
  const grants = useCall<{ list: RoleGrant[] }>(
    () => api.call(consoleCalls.roleList, {}, { token, silent: true }).then(({ list }) => ({ list })),
    [api, token],
  );
  const [phone, setPhone] = useState('');
  const [tenant, setTenant] = useState(administered[0]?.id ?? '');
  const [role, setRole] = useState<ContentRole>('editor');
  const [revoking, setRevoking] = useState<RoleGrant | null>(null);
  const [busy, setBusy] = useState(false);

  const change = async (call: () => Promise<{ list: RoleGrant[] }>, done: string) => {
    setBusy(true);
    try {
      grants.set(await call());
      toasts.show(t(done), 'success');
      return true;
    } catch (error) {
      showFailure(toasts, error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const grant = async (event: FormEvent) => {
    event.preventDefault();
    if (
      await change(() => api.call(consoleCalls.roleGrant, { phone: phone.trim(), tenant, role }, { token, silent: true }), 'roles.granted')
    )
      setPhone('');
  };

  return (
    <section aria-labelledby="console-roles-heading">
      <h2 id="console-roles-heading">{t('roles.heading')}</h2>
      <GrantForm onSubmit={(event) => void grant(event)} data-testid="role-grant-form">
        <TextField
          label={t('roles.phone')}
          value={phone}
          onChange={setPhone}
          maxLength={20}
          inputMode="tel"
          required
          data-testid="role-phone"
        />
        <SelectField
          label={t('roles.tenant')}
          value={tenant}
          options={administered.map((item) => ({ value: item.id, label: item.title }))}
          onChange={setTenant}
        />
        <SelectField
          label={t('roles.role')}
          value={role}
          options={CONTENT_ROLES.map((value) => ({ value, label: t(`roles.names.${value}`) }))}
          onChange={(value) => setRole(value as ContentRole)}
          data-testid="role-role"
        />
        <Button type="submit" disabled={busy || !phone.trim()} data-testid="role-grant">
          {t('roles.grant')}
        </Button>
      </GrantForm>
      <CallStateView state={grants.state} onRetry={grants.retry}>
        {({ list }) =>
          list.length ? (
            <TableScroll tabIndex={0} role="region" aria-label={t('roles.heading')} data-testid="roles-table">
              <table>
                <thead>
                  <tr>
                    {(['name', 'phone', 'tenant', 'role', 'action'] as const).map((key) => (
                      <th key={key} scope="col">
                        {t(`roles.columns.${key}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {list.map((item) => (
                    <tr key={`${item.userId} ${item.tenant}`} data-testid="role-row">
                      <th scope="row">{item.realname}</th>
                      <td>{item.phone ?? ''}</td>
                      <td>{tenantTitles([item.tenant], tenants, '')}</td>
                      <td>{t(`roles.names.${item.role}`)}</td>
                      <td>
                        <Button type="button" $variant="plain" disabled={busy} onClick={() => setRevoking(item)}>
                          {t('roles.revoke')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : (
            <EmptyState>{t('roles.empty')}</EmptyState>
          )
        }
      </CallStateView>
      {revoking && (
        <ConfirmDialog
          title={t('roles.revoke')}
          message={t('roles.confirmRevoke', { name: revoking.realname, tenant: tenantTitles([revoking.tenant], tenants, '') })}
          confirmLabel={t('roles.revoke')}
          cancelLabel={t('rich.linkCancel')}
          onCancel={() => setRevoking(null)}
          onConfirm={() => {
            const { userId, tenant: from } = revoking;
            setRevoking(null);
            void change(() => api.call(consoleCalls.roleRevoke, { userId, tenant: from }, { token, silent: true }), 'roles.revoked');
          }}
        />
      )}
    </section>
  );
}
