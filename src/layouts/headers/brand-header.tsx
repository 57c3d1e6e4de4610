import styled from 'styled-components';
import { hrefOf } from '../../engine/href';
import { useTenant } from '../../engine/portal-context';
import { Container } from '../../lib/ui/container';
import { mobile } from '../../lib/ui/media';
import { TenantLogo } from '../chrome/tenant-logo';
import { HeaderBar } from './header-bar';

const Title = styled.div`
  display: flex;
  align-items: baseline;
  gap: 12px;
  padding-left: 16px;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    font-size: 20px;
    font-weight: 600;
  }
  span {
    font-size: 13px;
    opacity: 0.8;
  }
  ${mobile} {
    display: none;
  }
`;

/** Brand layouts (kunlun, nantou, qibao, treasure, udebank, jycic, neisheng, gezhouba): logo and title, 80 px. */
export function BrandHeader() {
  const tenant = useTenant();
  return (
    <HeaderBar data-testid="brand-header">
      <Container>
        <TenantLogo to={hrefOf(tenant.entry ?? 'home')} />
        <Title data-testid="brand-title">
          <strong>{tenant.title}</strong>
          {tenant.slogan && <span>{tenant.slogan}</span>}
        </Title>
      </Container>
    </HeaderBar>
  );
}

/** The account layout's simple logo header. */
export function LogoHeader() {
  const tenant = useTenant();
  return (
    <HeaderBar $compact data-testid="logo-header">
      <Container>
        <TenantLogo to={hrefOf(tenant.entry ?? 'home')} />
      </Container>
    </HeaderBar>
  );
}
