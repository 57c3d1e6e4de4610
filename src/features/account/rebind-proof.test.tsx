import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../shared/create-i18n';
import type { Theme } from '../../../shared/theme-types';
import theme from '../../../themes/main.json';
import { proofOf, RebindProof } from './rebind-proof';
import { rules } from '../../lib/form/validation';

const i18n = createI18n();
const field = (value = '') => ({ value, onChange: vi.fn() });

describe('RebindProof', () => {
  it('asks for the current password or a code sent to the bound phone', async () => {
    const onSendOld = vi.fn().mockResolvedValue(true);
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme as Theme}>
          <RebindProof kind="phone" password={field()} oldVcode={field()} onSendOld={onSendOld} />
        </ThemeProvider>
      </I18nextProvider>,
    );
    expect(screen.getByText(i18n.t('pages:personal.rebindHint.phone'))).toBeInTheDocument();
    expect(screen.getByLabelText(i18n.t('pages:personal.oldPassword'))).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(i18n.t('pages:personal.oldVcode.phone'))).toHaveAttribute('maxlength', '6');
    fireEvent.click(screen.getByTestId('send-code'));
    expect(onSendOld).toHaveBeenCalledOnce();
  });

  it('sends the password if given, else the old code, and nothing when neither is', () => {
    expect(proofOf({ password: 'pw', oldVcode: '123456' })).toEqual({ password: 'pw' });
    expect(proofOf({ password: '', oldVcode: '123456' })).toEqual({ oldVcode: '123456' });
    expect(proofOf({ password: '', oldVcode: '' })).toBeNull();
    expect(rules.optionalVcode('')).toBeUndefined();
    expect(rules.optionalVcode('12345')).toBe('validation:vcodeFormat');
  });
});
