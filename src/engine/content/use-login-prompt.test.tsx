import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../shared/create-i18n';
import type { Theme } from '../../../shared/theme-types';
import theme from '../../../themes/main.json';
import { PortalContext, type PortalContextValue } from '../portal-context';
import { sessionCheckedAtom, userInfoAtom } from '../state/portal-atoms';
import { useLoginPrompt } from './use-login-prompt';

const i18n = createI18n();
const portal = { tenant: { login: { route: 'login' } } } as unknown as PortalContextValue;

function Download({ action }: { action: (token: string) => void }) {
  const { guard, prompt } = useLoginPrompt('login first');
  return (
    <>
      <button onClick={guard(action)}>download</button>
      {prompt}
    </>
  );
}

function renderWith(store: ReturnType<typeof createStore>, action: (token: string) => void) {
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme as Theme}>
          <PortalContext.Provider value={portal}>
            <MemoryRouter>
              <Download action={action} />
            </MemoryRouter>
          </PortalContext.Provider>
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
}

describe('useLoginPrompt', () => {
  it('runs an action clicked before the session check answered once it says the user is logged in', () => {
    const store = createStore();
    const action = vi.fn();
    renderWith(store, action);
    fireEvent.click(screen.getByText('download'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(action).not.toHaveBeenCalled();
    act(() => {
      store.set(userInfoAtom, { token: 't1', realname: 'u', avatarUrl: '' });
      store.set(sessionCheckedAtom, true);
    });
    expect(action).toHaveBeenCalledWith('t1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a visitor to log in once the check says nobody is', async () => {
    const store = createStore();
    const action = vi.fn();
    renderWith(store, action);
    fireEvent.click(screen.getByText('download'));
    act(() => store.set(sessionCheckedAtom, true));
    // The confirmation's code loads when it first opens.
    expect(await screen.findByRole('dialog')).toHaveTextContent('login first');
    expect(action).not.toHaveBeenCalled();
  });
});
