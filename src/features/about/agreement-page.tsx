import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { hrefOf } from '../../engine/href';
import { notFound } from '../../engine/content/load-content';
import type { PageLoadArgs } from '../../engine/page-load';
import { useTenant } from '../../engine/portal-context';
import { useCurrentRoute } from '../../engine/use-current-route';
import { ArticleBody } from '../../lib/ui/article-body';
import { DataTable } from '../../lib/ui/data-table';
import { mobile } from '../../lib/ui/media';
import { PageShell } from '../../lib/ui/page-shell';
import { TableOfContents } from '../../lib/ui/table-of-contents';
import { TwoColumns } from '../../lib/ui/two-columns';
import { fillTenant, isLegalName, LEGAL_DOCUMENTS, type LegalName, type LegalSection } from './legal-document';
import { surfacePanel } from '../../lib/ui/surface';

/** /service and /pravicy (and their /agreement/* aliases): the terms and the privacy policy, from their data files. */
export async function loadData({ routeName, t, tenant }: PageLoadArgs) {
  if (!isLegalName(routeName)) notFound();
  return { tdk: { description: t(`about:document.descriptions.${routeName}`, { title: tenant().title }) } };
}

const Version = styled.p`
  margin-bottom: 16px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const Body = styled(ArticleBody)`
  padding: 24px 32px;
  ${surfacePanel}
  h2 {
    font-size: 19px;
    scroll-margin-top: 16px;
  }
  th {
    background: ${({ theme }) => theme.colors.pageBg};
    text-align: left;
  }
  ${mobile} {
    padding: 16px;
    font-size: 15px;
  }
`;

const Related = styled.p`
  margin-top: 24px;
  font-size: 14px;
`;

function Section({ section, fill }: { section: LegalSection; fill: (text: string) => string }) {
  return (
    <section aria-labelledby={section.id}>
      <h2 id={section.id}>{section.heading}</h2>
      {section.paragraphs?.map((text) => (
        <p key={text}>{fill(text)}</p>
      ))}
      {section.list && (
        <ul>
          {section.list.map((text) => (
            <li key={text}>{fill(text)}</li>
          ))}
        </ul>
      )}
      {section.table && <DataTable head={section.table.head} rows={section.table.rows} fill={fill} />}
      {section.notes?.map((text) => (
        <p key={text}>{fill(text)}</p>
      ))}
    </section>
  );
}

export default function AgreementPage() {
  const { t } = useTranslation('about');
  const tenant = useTenant();
  const { row } = useCurrentRoute();
  const name: LegalName = row && isLegalName(row.name) ? row.name : 'service';
  const other: LegalName = name === 'service' ? 'pravicy' : 'service';
  const document = LEGAL_DOCUMENTS[name];
  const fill = (text: string) => fillTenant(text, tenant);
  return (
    <PageShell title={t(`routes:${name}`)} lead={t(`document.leads.${name}`, { title: tenant.title })}>
      <TwoColumns>
        <TableOfContents
          title={t('document.toc')}
          items={document.sections.map((section) => ({ id: section.id, label: section.heading }))}
        />
        <div>
          <Body data-testid="legal-document">
            <Version data-testid="legal-version">{t('document.version', { date: document.version })}</Version>
            {document.intro.map((text) => (
              <p key={text}>{fill(text)}</p>
            ))}
            {document.sections.map((section) => (
              <Section key={section.id} section={section} fill={fill} />
            ))}
          </Body>
          <Related>
            {t('document.related')} <Link to={hrefOf(other)}>{t(`routes:${other}`)}</Link>
          </Related>
        </div>
      </TwoColumns>
    </PageShell>
  );
}
