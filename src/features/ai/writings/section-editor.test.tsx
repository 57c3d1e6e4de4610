import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import type { WritingSection } from '../../../../shared/calls/ai-tools';
import { createI18n } from '../../../../shared/create-i18n';
import type { Theme } from '../../../../shared/theme-types';
import theme from '../../../../themes/main.json';
import { SectionEditor } from './section-editor';
import type { WritingGeneration } from './use-writing-generation';

const i18n = createI18n();
const idle = {
  text: '',
  status: 'idle',
  citations: [],
  mode: null,
  error: null,
  messageId: null,
  balance: null,
  start: vi.fn(),
  stop: vi.fn(),
  reset: vi.fn(),
};

function renderSection(section: WritingSection, drafting = false) {
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme as Theme}>
        <SectionEditor
          index={1}
          section={section}
          generation={idle as unknown as WritingGeneration}
          drafting={drafting}
          busy={false}
          onText={vi.fn()}
          onDraft={vi.fn()}
        />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('SectionEditor', () => {
  it('says a section whose drafting process died was interrupted, keeping its text to redraft or edit', () => {
    renderSection({ heading: '现状', text: '半截正文', status: 'interrupted', citations: [] });
    expect(screen.getByTestId('section-interrupted')).toHaveTextContent('生成已中断，请重试');
    expect(screen.getByTestId('section-text')).toHaveValue('半截正文');
    expect(screen.getByTestId('draft-section')).toBeEnabled();
  });

  it('says nothing of the kind for a finished section', () => {
    renderSection({ heading: '现状', text: '正文', status: 'done', citations: [] });
    expect(screen.queryByTestId('section-interrupted')).toBeNull();
  });
});
