import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTenant } from '../../engine/portal-context';
import { mobile } from '../../lib/ui/media';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  img {
    display: block;
    height: 40px;
    width: auto;
  }
  ${mobile} {
    img {
      height: 36px;
    }
  }
`;

/** The tenant's logo; under the mobile breakpoint the browser picks the mobile image. */
export function TenantLogo({ to }: { to: string }) {
  const tenant = useTenant();
  return (
    <LogoLink to={to} aria-label={tenant.logo.alt} data-testid="tenant-logo">
      <picture>
        <source media="(max-width: 799px)" srcSet={tenant.logo.mobile} />
        <img src={tenant.logo.desktop} alt={tenant.logo.alt} />
      </picture>
    </LogoLink>
  );
}
