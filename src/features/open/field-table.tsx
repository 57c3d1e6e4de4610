import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SchemaField } from './schema-fields';

const Wrap = styled.div`
  overflow-x: auto;
  margin: 8px 0;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 13px;
  }
  th,
  td {
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${({ theme }) => theme.colors.pageBg};
    white-space: nowrap;
  }
  code {
    white-space: nowrap;
  }
  td:last-child {
    overflow-wrap: anywhere;
    min-width: 160px;
  }
`;

/** The fields of a request or an answer: name, type, whether required, and limits. */
export function FieldTable({ fields, caption }: { fields: readonly SchemaField[]; caption: string }) {
  const { t } = useTranslation('open');
  return (
    <Wrap>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('api.field')}</th>
            <th scope="col">{t('api.type')}</th>
            <th scope="col">{t('api.required')}</th>
            <th scope="col">{t('api.constraints')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name}>
              <th scope="row">
                <code>{field.name}</code>
              </th>
              <td>
                <code>{field.type}</code>
              </td>
              <td>{field.required ? t('api.yes') : t('api.no')}</td>
              <td>{field.constraints.join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Wrap>
  );
}
