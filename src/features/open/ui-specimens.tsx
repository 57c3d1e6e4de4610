import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { hrefOf, type Query } from '../../engine/href';
import { createToastStore, type ToastKind } from '../../lib/toast/toast-store';
import { ArticleBody } from '../../lib/ui/article-body';
import { Badge } from '../../lib/ui/badge';
import { Button, type ButtonVariant } from '../../lib/ui/button';
import { CheckGroup } from '../../lib/ui/check-group';
import { ContentList, ContentRow } from '../../lib/ui/content-list';
import { DataTable } from '../../lib/ui/data-table';
import { EmptyState } from '../../lib/ui/empty-state';
import { FilterLinks } from '../../lib/ui/filter-links';
import { TextCards } from '../../lib/ui/card-grid';
import { LoadError } from '../../lib/ui/load-error';
import { Pagination } from '../../lib/ui/pagination';
import { SearchBox } from '../../lib/ui/search-box';
import { TextField } from '../../lib/ui/text-field';
import { Toaster } from '../../lib/ui/toaster';
import { surfacePanel } from '../../lib/ui/surface';

const UiDialogDemo = lazy(() => import('./ui-dialog-demo'));

const Block = styled.section`
  padding: 20px;
  ${surfacePanel}
  h2 {
    font-size: 16px;
    margin-bottom: 14px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const BadgeHolder = styled.span`
  position: relative;
  display: inline-block;
`;

function Specimen({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Block aria-labelledby={`ui-${id}`} data-testid={`ui-${id}`}>
      <h2 id={`ui-${id}`}>{title}</h2>
      {children}
    </Block>
  );
}

const VARIANTS: ButtonVariant[] = ['primary', 'accent', 'ghost', 'plain'];
const PROJECT_TYPES = ['ROAD', 'SUBWAY', 'TUNNEL', 'BUILDING'] as const;

export interface GalleryState {
  theme: string;
  tab: number;
  page: number;
}

/** The address of the gallery with one of its states changed (theme, tab and page live in the URL). */
export const galleryHref = (state: GalleryState, change: Partial<GalleryState>): string => {
  const next = { ...state, ...change };
  const query: Query = {
    theme: next.theme,
    tab: next.tab ? String(next.tab) : undefined,
    page: next.page > 1 ? String(next.page) : undefined,
  };
  return hrefOf('ui', {}, query);
};

export function Buttons() {
  const { t } = useTranslation('open');
  return (
    <Specimen id="buttons" title={t('ui.buttons')}>
      <Row>
        {VARIANTS.map((variant) => (
          <Button key={variant} type="button" $variant={variant} data-variant={variant}>
            {t(`ui.variants.${variant}`)}
          </Button>
        ))}
        <Button type="button" disabled>
          {t('ui.variants.disabled')}
        </Button>
      </Row>
    </Specimen>
  );
}

export function Inputs() {
  const { t } = useTranslation('open');
  const [phone, setPhone] = useState('1380000');
  const [chosen, setChosen] = useState<string[]>(['ROAD']);
  const [keyword, setKeyword] = useState('');
  return (
    <>
      <Specimen id="inputs" title={t('ui.inputs')}>
        <TextField
          label={t('ui.inputLabel')}
          value={phone}
          onChange={setPhone}
          error={/^1\d{10}$/.test(phone) ? undefined : t('ui.inputError')}
          inputMode="tel"
        />
        <TextField label={t('ui.inputHint')} value="" onChange={() => undefined} placeholder={t('ui.inputHint')} />
        <CheckGroup
          legend={t('ui.checkLabel')}
          options={PROJECT_TYPES.map((value) => ({ value, label: t(`common:projectTypes.${value}`) }))}
          chosen={chosen}
          onChange={setChosen}
        />
      </Specimen>
      <Specimen id="search" title={t('ui.search')}>
        <SearchBox value={keyword} maxLength={30} placeholder={t('ui.searchPlaceholder')} onSearch={setKeyword} />
        {keyword && <p>{t('ui.searchResult', { keyword })}</p>}
      </Specimen>
    </>
  );
}

export function Tabs({ state }: { state: GalleryState }) {
  const { t } = useTranslation('open');
  const tabs = t('ui.tabItems', { returnObjects: true }) as string[];
  const items = tabs.map((label, index) => ({
    key: String(index),
    label,
    href: galleryHref(state, { tab: index }),
    active: index === state.tab,
  }));
  return (
    <Specimen id="tabs" title={t('ui.tabs')}>
      <FilterLinks label={t('ui.tabs')} items={items} />
      <p data-testid="ui-tab-content">{t('ui.tabContent', { tab: tabs[state.tab] ?? tabs[0] })}</p>
    </Specimen>
  );
}

export function Dialogs() {
  const { t } = useTranslation('open');
  const [open, setOpen] = useState<'dialog' | 'confirm' | null>(null);
  const close = () => setOpen(null);
  return (
    <Specimen id="dialogs" title={t('ui.dialogs')}>
      <Row>
        <Button type="button" onClick={() => setOpen('dialog')} data-testid="ui-open-dialog">
          {t('ui.openDialog')}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => setOpen('confirm')}>
          {t('ui.openConfirm')}
        </Button>
      </Row>
      {open && (
        <Suspense fallback={null}>
          <UiDialogDemo kind={open} onClose={close} />
        </Suspense>
      )}
    </Specimen>
  );
}

const TOASTS: { kind: ToastKind; label: string; text: string }[] = [
  { kind: 'success', label: 'ui.toastSuccess', text: 'ui.toastSuccessText' },
  { kind: 'error', label: 'ui.toastError', text: 'ui.toastErrorText' },
  { kind: 'info', label: 'ui.toastInfo', text: 'ui.toastInfoText' },
];

export function Toasts() {
  const { t } = useTranslation('open');
  // A store of the gallery's own, so its toasts wear the theme shown rather than the site's.
  const store = useMemo(() => createToastStore(), []);
  return (
    <Specimen id="toasts" title={t('ui.toasts')}>
      <Row>
        {TOASTS.map((toast) => (
          <Button
            key={toast.kind}
            type="button"
            $variant="plain"
            onClick={() => store.show(t(toast.text), toast.kind)}
            data-testid={`ui-toast-${toast.kind}`}
          >
            {t(toast.label)}
          </Button>
        ))}
      </Row>
      <Toaster store={store} />
    </Specimen>
  );
}

export function Tables() {
  const { t } = useTranslation('open');
  const head = t('ui.tableHead', { returnObjects: true }) as string[];
  const rows = t('ui.tableRows', { returnObjects: true }) as string[][];
  return (
    <Specimen id="tables" title={t('ui.tables')}>
      <ArticleBody>
        <DataTable caption={t('ui.tableCaption')} head={head} rows={rows} />
      </ArticleBody>
    </Specimen>
  );
}

export function Lists({ state }: { state: GalleryState }) {
  const { t } = useTranslation('open');
  return (
    <Specimen id="lists" title={t('ui.lists')}>
      <ContentList>
        <ContentRow href={galleryHref(state, {})} title={t('ui.listTitle')} summary={t('ui.listLead')} meta="2026-10-08" level={3} />
      </ContentList>
      <TextCards items={[{ title: t('ui.cardTitle'), text: t('ui.cardText') }]} min={200} />
    </Specimen>
  );
}

export function States() {
  const { t } = useTranslation('open');
  return (
    <Specimen id="empty" title={t('ui.empty')}>
      <EmptyState>{t('ui.emptyText')}</EmptyState>
      <LoadError message={t('ui.errorText')} onRetry={() => undefined} />
    </Specimen>
  );
}

export function Badges({ state }: { state: GalleryState }) {
  const { t } = useTranslation('open');
  return (
    <>
      <Specimen id="badges" title={t('ui.badges')}>
        <Row>
          {[3, 42, 120].map((count) => (
            <BadgeHolder key={count}>
              <Button type="button" $variant="plain" aria-label={`${t('ui.badgeLabel')} ${count}`}>
                {t('ui.badgeLabel')}
              </Button>
              <Badge count={count} />
            </BadgeHolder>
          ))}
          <span>
            {t('ui.badgeLabel')} <Badge count={7} inline />
          </span>
        </Row>
      </Specimen>
      <Specimen id="pagination" title={t('ui.pagination')}>
        <Pagination page={state.page} total={230} pageSize={10} hrefFor={(page) => galleryHref(state, { page })} />
      </Specimen>
    </>
  );
}
