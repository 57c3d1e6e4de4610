import { QRCodeSVG } from 'qrcode.react';
import { useTheme } from 'styled-components';
import { useTenant } from './portal-context';

/**
 * The tenant's WeChat official account's QR code (manifest `weChat`), drawn as SPEC §2 asks of the booking dialog's (error correction L,
 * margin 1) in the theme's text and surface colours: for the booking thank-you view and the WeChat page.
 */
export function WeChatQr({ size, label, testId }: { size: number; label: string; testId?: string }) {
  const { qrUrl } = useTenant().weChat;
  const theme = useTheme();
  return (
    <QRCodeSVG
      value={qrUrl}
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
