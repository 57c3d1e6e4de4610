import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ThemeColour } from '../../../shared/calls/console-gallery';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 2px 0 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.span`
  display: block;
  width: 20px;
  height: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
`;

/** The theme's colour tokens as chips: the value from the theme file, the token and value as text for every reader. */
export function TenantSwatches({ colours }: { colours: readonly ThemeColour[] }) {
  const { t } = useTranslation('console');
  return (
    <List aria-label={t('gallery.fields.colours')} data-testid="tenant-swatches">
      {colours.map(({ name, value }) => (
        <li key={name} title={`${name} ${value}`}>
          <Chip style={{ background: value }} />
          <span className="visually-hidden">{`${name} ${value}`}</span>
        </li>
      ))}
    </List>
  );
}
