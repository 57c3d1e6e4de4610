import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GalleryTenant } from '../../../shared/calls/console-gallery';
import { hrefOf } from '../../engine/href';
import { mobile } from '../../lib/ui/media';

/** The widths the gallery shows a page at, each with a common screen height of that width. */
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

const Details = styled.details`
  margin-top: 12px;
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Pages = styled.div`
  --thumb-scale: 0.2;
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin-top: 10px;
  figure {
    margin: 0;
  }
  figcaption {
    font-size: 13px;
    margin-bottom: 4px;
  }
  ${mobile} {
    --thumb-scale: 0.17;
  }
`;

const Frames = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;
`;

const Shot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: 12px;
`;

/** A page at its real width, drawn scaled down; inert: the link beside it is the way in. */
const FrameBox = styled.div<{ $width: number; $height: number }>`
  width: calc(${({ $width }) => $width}px * var(--thumb-scale));
  height: calc(${({ $height }) => $height}px * var(--thumb-scale));
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.pageBg};
  iframe {
    width: ${({ $width }) => $width}px;
    height: ${({ $height }) => $height}px;
    border: 0;
    transform: scale(var(--thumb-scale));
    transform-origin: 0 0;
    pointer-events: none;
  }
`;

/** The path of a route name of a manifest; null for none, or for a name the route table lacks. */
export function pathOf(route: string | null): string | null {
  try {
    return route ? hrefOf(route) : null;
  } catch {
    return null;
  }
}

function Thumbnails({ tenant, title }: { tenant: GalleryTenant & { origin: string }; title: string }) {
  const { t } = useTranslation('console');
  const login = pathOf(tenant.loginRoute);
  const pages = [{ key: 'home', path: '/' }, ...(login ? [{ key: 'login', path: login }] : [])] as const;
  return (
    <Pages>
      {pages.map(({ key, path }) => {
        const page = t(`gallery.pages.${key}`);
        const url = `${tenant.origin}${path}`;
        return (
          <figure key={key}>
            <figcaption>{page}</figcaption>
            <Frames>
              {VIEWPORTS.map(({ width, height }) => (
                <Shot key={width}>
                  <FrameBox $width={width} $height={height} inert>
                    {/* Its own origin and scripts, but no popups, forms or navigating the console. */}
                    <iframe
                      src={url}
                      title={t('gallery.frameTitle', { title, page, width })}
                      loading="lazy"
                      sandbox="allow-scripts allow-same-origin"
                      data-testid={`tenant-frame-${key}-${width}`}
                    />
                  </FrameBox>
                  <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t('gallery.openFrameLabel', { title, page, width })}>
                    {t('gallery.openFrame', { width })}
                  </a>
                </Shot>
              ))}
            </Frames>
          </figure>
        );
      })}
    </Pages>
  );
}

/**
 * A served tenant's home and login pages at 1366 and 390 px, live in frames of its own origin (which its pages let
 * the portal's tenants frame: server/http/portal-sources.ts). Nothing loads until the card's preview is opened.
 */
export function TenantThumbnails({ tenant, title }: { tenant: GalleryTenant; title: string }) {
  const { t } = useTranslation('console');
  const [open, setOpen] = useState(false);
  const { origin } = tenant;
  if (!origin) return null;
  return (
    <Details onToggle={(event) => setOpen(event.currentTarget.open)} data-testid="tenant-thumbnails">
      <summary>{t('gallery.thumbnails')}</summary>
      {open && <Thumbnails tenant={{ ...tenant, origin }} title={title} />}
    </Details>
  );
}
