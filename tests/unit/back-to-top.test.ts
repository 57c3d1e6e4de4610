import { act, fireEvent, render, screen } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../shared/create-i18n';
import { BackToTop } from '../../src/layouts/chrome/back-to-top';
import { SCROLL_TOP_THRESHOLD } from '../../src/lib/constants';
import mainTheme from '../../themes/main.json';

// Lives here (as .ts, with createElement) rather than beside src/layouts/chrome/back-to-top.tsx, whose
// folder another engineer owns; tests/unit collects *.test.ts only.
const theme = mainTheme as unknown as DefaultTheme;

function renderInPortal(node: ReactNode) {
  const i18n = createI18n();
  return render(createElement(I18nextProvider, { i18n }, createElement(ThemeProvider, { theme }, node)));
}

function scrollPageTo(y: number) {
  act(() => {
    document.documentElement.scrollTop = y;
  });
  fireEvent.scroll(window);
}

afterEach(() => {
  document.documentElement.scrollTop = 0;
  vi.restoreAllMocks();
});

describe('BackToTop (SPEC §4: appears when scrolled beyond 200 px)', () => {
  it('the threshold is 200 px', () => {
    expect(SCROLL_TOP_THRESHOLD).toBe(200);
  });

  it('is hidden at the top, stays hidden at exactly 200 px, shows beyond it and hides again', () => {
    renderInPortal(createElement(BackToTop));
    expect(screen.queryByTestId('back-to-top')).not.toBeInTheDocument();

    scrollPageTo(150);
    expect(screen.queryByTestId('back-to-top')).not.toBeInTheDocument();

    scrollPageTo(200);
    expect(screen.queryByTestId('back-to-top')).not.toBeInTheDocument();

    scrollPageTo(201);
    const button = screen.getByRole('button', { name: '回到顶部' });
    expect(button).toBeVisible();
    expect(button).toHaveAttribute('type', 'button');

    scrollPageTo(40);
    expect(screen.queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument();
  });

  it('shows at once when the page is already scrolled on mount, and scrolls smoothly to the top on click', () => {
    document.documentElement.scrollTop = 900;
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderInPortal(createElement(BackToTop));

    fireEvent.click(screen.getByRole('button', { name: '回到顶部' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('stops listening once unmounted', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderInPortal(createElement(BackToTop));
    const listener = add.mock.calls.find(([type]) => type === 'scroll')?.[1];
    expect(listener).toBeTypeOf('function');
    expect(remove).not.toHaveBeenCalledWith('scroll', listener);
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', listener);
  });
});
