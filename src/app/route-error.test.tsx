import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../shared/create-i18n';
import type { Theme } from '../../shared/theme-types';
import theme from '../../themes/main.json';
import { ApiFailure } from '../lib/api/api-client';
import { RouteError } from './route-error';

const i18n = createI18n();

/** A route whose loader fails with `error`, under the router's error boundary. */
function renderFailing(error: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      {
        path: '/news/:id',
        loader: () => {
          throw error;
        },
        element: <p>never</p>,
        errorElement: <RouteError />,
      },
    ],
    { initialEntries: ['/news/5'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme as Theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('RouteError', () => {
  it('shows a reload view, not the server error, when a call answers 503', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(new ApiFailure('服务正在升级，请稍后再试', 503, { code: '50300' }));
    expect(await screen.findByTestId('error-unavailable')).toHaveTextContent('服务暂时不可用');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(logged).not.toHaveBeenCalledWith(expect.any(ApiFailure));
    logged.mockRestore();
  });

  it('shows the server error page for any other failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(new ApiFailure('boom', 500, { code: '50000' }));
    expect(await screen.findByTestId('error-serverError')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    logged.mockRestore();
  });
});
