import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { HelpHeading } from '../../../shared/calls/help';
import { AsidePanel } from '../../engine/content/detail-parts';

// A label, not a heading: the contents come before the article's h1, and the nav landmark carries the name.
const Label = styled.p`
  font-size: 16px;
  font-weight: 600;
`;

const Entry = styled.li<{ $level: number }>`
  padding-left: ${({ $level }) => ($level > 2 ? 16 : 0)}px;
  font-size: ${({ $level }) => ($level > 2 ? 14 : 15)}px;
`;

/** Moves to a heading and gives it the focus, so reading (and the keyboard) carries on from there. */
function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  event.preventDefault();
  heading.setAttribute('tabindex', '-1');
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/** The table of contents of an article: links to its h2 and h3 headings. */
export function HelpToc({ headings, className }: { headings: HelpHeading[]; className?: string }) {
  const { t } = useTranslation('help');
  if (!headings.length) return null;
  return (
    <AsidePanel as="nav" aria-label={t('toc')} className={className} data-testid="help-toc">
      <Label aria-hidden="true">{t('toc')}</Label>
      <ul>
        {headings.map((heading) => (
          <Entry key={heading.id} $level={heading.level}>
            <a href={`#${heading.id}`} onClick={(event) => jump(event, heading.id)}>
              {heading.text}
            </a>
          </Entry>
        ))}
      </ul>
    </AsidePanel>
  );
}
