import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';

/**
 * The official WeChat account's QR code, drawn as SPEC §2 asks of the booking dialog's (error correction L,
 * margin 1) in the theme's text and surface colours: for the booking thank-you view and the WeChat page.
 */
export function WeChatQr({ size, label, testId }: { size: number; label: string; testId?: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <QRCodeSVG
      value={t('common:weChatAccount.qrUrl')}
      size={size}
      level="L"
      marginSize={1}
      fgColor={theme.colors.text}
      bgColor={theme.colors.surface}
      title={label}
      role="img"
      aria-label={label}
      data-testid={testId}
    />
  );
}
