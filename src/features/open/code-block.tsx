import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../lib/ui/button';
import { mobile } from '../../lib/ui/media';

const Box = styled.div`
  position: relative;
  margin: 8px 0 16px;
  pre {
    margin: 0;
    padding: 14px 16px;
    max-height: 360px;
    overflow: auto;
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    background: ${({ theme }) => theme.colors.footerBg};
    color: ${({ theme }) => theme.colors.footerHeading};
    font-size: 13px;
    line-height: 1.6;
  }
  button {
    position: absolute;
    top: 6px;
    right: 6px;
    min-height: 28px;
    padding: 0 10px;
    font-size: 12px;
  }
  ${mobile} {
    display: flex;
    flex-direction: column;
    button {
      position: static;
      align-self: flex-end;
      order: -1;
      margin-bottom: 4px;
    }
  }
`;

/** Code or JSON in a dark block, with a copy button once the browser can copy. */
export function CodeBlock({ code, label, testId }: { code: string; label: string; testId?: string }) {
  const { t } = useTranslation('open');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(code);
    setCopied(true);
  };
  return (
    <Box>
      {/* A scrollable region must be reachable from the keyboard. */}
      <pre tabIndex={0} aria-label={label} data-testid={testId}>
        <code>{code}</code>
      </pre>
      <Button type="button" $variant="plain" onClick={() => void copy()}>
        {copied ? t('overview.copied') : t('overview.copy')}
      </Button>
    </Box>
  );
}

export const jsonText = (value: unknown): string => JSON.stringify(value, null, 2) ?? '';
