import { useTranslation } from 'react-i18next';
import styled, { ThemeProvider, useTheme } from 'styled-components';
import { pageOfQuery } from '../../engine/content/list-query';
import { usePageData } from '../../engine/content/use-page-data';
import type { PageLoadArgs } from '../../engine/page-load';
import { FilterLinks } from '../../lib/ui/filter-links';
import { mobile } from '../../lib/ui/media';
import { PageShell } from '../../lib/ui/page-shell';
import { THEMES, themeNamed } from './theme-list';
import { Badges, Buttons, Dialogs, galleryHref, Inputs, Lists, States, Tables, Tabs, Toasts, type GalleryState } from './ui-specimens';

/** /open/ui?theme=&tab=&page=: the UI kit, live, in the chosen theme (the site's own by default). */
export async function loadData({ request, t, tenant }: PageLoadArgs) {
  const query = new URL(request.url).searchParams;
  const tab = Number(query.get('tab'));
  const state: Partial<GalleryState> = {
    theme: themeNamed(query.get('theme'))?.name,
    tab: Number.isInteger(tab) && tab >= 0 && tab < 4 ? tab : 0,
    page: pageOfQuery(query.get('page')),
  };
  return { state, tdk: { description: t('open:ui.description', { title: tenant().title }) } };
}

const Stage = styled.div`
  margin-bottom: 40px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.sizes.radius * 2}px;
  background: ${({ theme }) => theme.colors.pageBg};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  align-items: start;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: 12px 0;
    background: transparent;
  }
`;

export default function UiGalleryPage() {
  const { t } = useTranslation('open');
  const siteTheme = useTheme();
  const data = usePageData<{ state: Partial<GalleryState> }>();
  const state: GalleryState = { theme: data.state.theme ?? siteTheme.name, tab: data.state.tab ?? 0, page: data.state.page ?? 1 };
  const theme = themeNamed(state.theme) ?? siteTheme;
  const themeName = (name: string) => t(`ui.themeNames.${name}`, { defaultValue: name });
  const items = THEMES.map((item) => ({
    key: item.name,
    label: themeName(item.name),
    href: galleryHref(state, { theme: item.name }),
    active: item.name === theme.name,
  }));
  return (
    <PageShell title={t('routes:ui')} lead={t('ui.lead')}>
      <FilterLinks label={t('ui.themes')} items={items} testId="ui-themes" />
      <p data-testid="ui-current-theme">{t('ui.current', { name: themeName(theme.name) })}</p>
      <ThemeProvider theme={theme}>
        <Stage data-testid="ui-stage" data-theme={theme.name}>
          <Buttons />
          <Inputs />
          <Tabs state={state} />
          <Dialogs />
          <Toasts />
          <Tables />
          <Lists state={state} />
          <States />
          <Badges state={state} />
        </Stage>
      </ThemeProvider>
    </PageShell>
  );
}
