import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../shared/create-i18n';
import type { JobItem } from '../../../shared/calls/jobs';
import type { Theme } from '../../../shared/theme-types';
import theme from '../../../themes/main.json';
import { findRoute } from '../../engine/routes';
import JobsPage from './jobs-page';
import type { Settled } from '../../lib/api/call-state';

// The page's states for data the demo seed does not have: a city without jobs, and a failed call.

const cities = {
  code: '30000',
  list: [
    { code: 'BJ', name: 'Beijing', count: 1 },
    { code: 'XA', name: 'Xian', count: 0 },
  ],
};

const job: JobItem = {
  id: 1,
  title: 'Site engineer',
  city: { code: 'BJ', name: 'Beijing' },
  department: 'Delivery',
  category: 'Engineering',
  salary: '8-14K',
  experience: '1-3',
  education: 'BSc',
  headcount: 2,
  description: '<h3>Duties</h3><ul><li>Build things</li></ul>',
  releaseTime: '2026-10-18T02:00:00.000Z',
};

function renderPage(data: { city?: string; page: number; jobs: Settled<{ code: string; list: JobItem[]; total: number }> }) {
  const router = createMemoryRouter(
    [
      {
        path: '/recruit',
        handle: { route: findRoute('recruit') },
        loader: () => ({ tdk: { title: '', keywords: '', description: '' }, data: { ...data, cities: { status: 'done', value: cities } } }),
        Component: JobsPage,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/recruit'] },
  );
  return render(
    <I18nextProvider i18n={createI18n()}>
      <ThemeProvider theme={theme as Theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('JobsPage', () => {
  it('lists a city’s jobs with their details behind a summary', async () => {
    renderPage({ city: 'BJ', page: 1, jobs: { status: 'done', value: { code: '30000', list: [job], total: 1 } } });
    expect(await screen.findByText('Site engineer')).toBeInTheDocument();
    expect(screen.getByTestId('jobs-total')).toHaveTextContent('Beijing');
    expect(screen.getByRole('link', { name: /Beijing/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: /Xian/ })).toHaveAttribute('href', '/recruit?city=XA');
    const details = screen.getByTestId('job');
    expect(details.tagName).toBe('DETAILS');
    expect(details.querySelector('summary')).toHaveTextContent('8-14K');
    expect(screen.getByTestId('job-description').innerHTML).toContain('<li>Build things</li>');
  });

  it('shows an empty state for a city without jobs', async () => {
    renderPage({ city: 'XA', page: 1, jobs: { status: 'done', value: { code: '30000', list: [], total: 0 } } });
    expect(await screen.findByRole('status')).toHaveTextContent('Xian');
    expect(screen.queryByTestId('job-list')).toBeNull();
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it('shows a failed call with a retry', async () => {
    renderPage({ page: 1, jobs: { status: 'failed', message: 'boom' } });
    const alert = await screen.findByTestId('load-error');
    expect(alert).toHaveTextContent('boom');
    expect(alert.querySelector('button')).not.toBeNull();
  });
});
