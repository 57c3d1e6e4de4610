import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { pointsCalls, type ConsumptionRule, type Residue } from '../../../shared/calls/points';
import { createI18n } from '../../../shared/create-i18n';
import type { Theme } from '../../../shared/theme-types';
import theme from '../../../themes/main.json';
import { PortalContext, type PortalContextValue } from '../../engine/portal-context';
import type { ApiClient } from '../../lib/api/api-client';
import { createToastStore } from '../../lib/toast/toast-store';
import { ResidueCard } from './residue-card';

const i18n = createI18n();
const residue: Residue = { kind: 'aiWrite', title: 'AI 写作', opened: true, balance: 20 };
const rule: ConsumptionRule = {
  kind: 'aiWrite',
  title: 'AI 写作',
  description: '',
  freeAllotment: 20,
  costPerUse: 1,
  exchangePoints: 50,
  exchangeResidue: 5,
};

function renderCard(balance: number | null) {
  const call = vi.fn(async (row: unknown) => {
    if (row === pointsCalls.getResidue) return { list: [residue] };
    if (row === pointsCalls.getPointConsumptionRule) return { list: [rule] };
    if (row === pointsCalls.getSignRule) return { model: { dailyPoints: 5, bonuses: [], description: '' } };
    if (row === pointsCalls.obtainMethod) return { list: [] };
    if (row === pointsCalls.updateResidue) return { model: { ...residue, balance: 25 } };
    throw new Error('unexpected call');
  });
  const api = { call } as unknown as ApiClient;
  const portal = {
    bootstrap: { apiBase: '/api' },
    tenant: { id: 'main' },
    api,
    toasts: createToastStore(),
  } as unknown as PortalContextValue;
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme as Theme}>
        <PortalContext.Provider value={portal}>
          <ResidueCard session={{ api, token: 'tok', fallback: '' }} version={0} balance={balance} onChanged={vi.fn()} />
        </PortalContext.Provider>
      </ThemeProvider>
    </I18nextProvider>,
  );
  return call;
}

const exchangeButton = () => screen.findByRole('button', { name: /积分兑换/ });

describe('ResidueCard: exchanging points for AI quota', () => {
  it('disables the exchange when the balance is below its cost, and says how many points are missing', async () => {
    renderCard(5);
    const button = await exchangeButton();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('积分不足，还差 45 积分');
    expect(screen.getByTestId('exchange-shortfall')).toHaveTextContent('积分不足，还差 45 积分');
  });

  it('keeps the exchange disabled until the balance is known', async () => {
    renderCard(null);
    expect(await exchangeButton()).toBeDisabled();
    expect(screen.queryByTestId('exchange-shortfall')).toBeNull();
  });

  it('lets a user with enough points confirm the exchange', async () => {
    const call = renderCard(50);
    const button = await exchangeButton();
    expect(button).toBeEnabled();
    expect(screen.queryByTestId('exchange-shortfall')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByRole('dialog')).toHaveTextContent('当前积分 50');
    fireEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(call).toHaveBeenCalledWith(pointsCalls.updateResidue, { kind: 'aiWrite', delta: 5 }, expect.anything()));
  });
});
