import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LinkItem } from '../../../shared/tenant-types';
import { useTenant } from '../../engine/portal-context';

export const FooterBox = styled.footer`
  margin-top: 48px;
  padding: 32px 0 24px;
  background: ${({ theme }) => theme.colors.footerBg};
  color: ${({ theme }) => theme.colors.footerText};
  font-size: 13px;
  a {
    color: ${({ theme }) => theme.colors.footerText};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.footerHeading};
  }
`;

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
`;

const Small = styled.p`
  opacity: 0.8;
  margin-top: 8px;
`;

export function isExternal(url: string): boolean {
  return /^https?:\/\//.test(url);
}

export function FooterLink({ item }: { item: LinkItem }) {
  return isExternal(item.url) ? (
    <a href={item.url} target="_blank" rel="noopener noreferrer">
      {item.label}
    </a>
  ) : (
    <Link to={item.url}>{item.label}</Link>
  );
}

export function LinkRow({ items, label }: { items: LinkItem[]; label: string }) {
  return (
    <nav aria-label={label}>
      <Row>
        {items.map((item) => (
          <li key={`${item.label}-${item.url}`}>
            <FooterLink item={item} />
          </li>
        ))}
      </Row>
    </nav>
  );
}

/** Copyright line and filing numbers; every footer ends with it. */
export function Filings() {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <Small data-testid="filings">
      {t('footer.copyright', { year: new Date().getFullYear(), title: tenant.title })}
      {tenant.footer.filings.map((filing) => (
        <span key={filing}> · {filing}</span>
      ))}
    </Small>
  );
}
