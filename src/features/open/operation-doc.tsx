import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiOperationItem } from '../../../shared/calls/open';
import { CodeBlock, jsonText } from './code-block';
import { mobile } from '../../lib/ui/media';
import { FieldTable } from './field-table';
import { MethodTag } from './method-tag';
import { schemaFields } from './schema-fields';
import { surfacePanel } from '../../lib/ui/surface';

const Article = styled.article`
  margin-bottom: 24px;
  padding: 20px 24px;
  ${surfacePanel}
  scroll-margin-top: 16px;
  h2 {
    font-size: 18px;
    margin-bottom: 10px;
  }
  h3 {
    font-size: 15px;
    margin: 18px 0 6px;
  }
  summary {
    cursor: pointer;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.primaryText};
  }
  ${mobile} {
    padding: 16px 12px;
  }
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  code {
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Muted = styled.p`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The id of an operation's block on its group page (an in-page link target). */
export const operationAnchor = (name: string) => `call-${name.replace(/\W+/g, '-')}`;

function SchemaPart({
  title,
  schema,
  example,
  label,
}: {
  title: string;
  schema: Record<string, unknown>;
  example: unknown;
  label: string;
}) {
  const { t } = useTranslation('open');
  const fields = schemaFields(schema);
  const [open, setOpen] = useState(false);
  return (
    <>
      <h3>{title}</h3>
      {fields.length > 0 && <FieldTable fields={fields} caption={title} />}
      <CodeBlock code={jsonText(example)} label={label} testId="example" />
      {/* Written out when opened: a group page holds many calls, each schema long. */}
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{t('api.showSchema')}</summary>
        {open && <CodeBlock code={jsonText(schema)} label={`${title} JSON Schema`} testId="schema" />}
      </details>
    </>
  );
}

/** One call of a group page: method and path, who may call it, its request and answer with examples. */
export function OperationDoc({ operation }: { operation: ApiOperationItem }) {
  const { t } = useTranslation('open');
  const isJson = operation.produces === 'application/json';
  const requestTitle = operation.method === 'GET' ? t('api.query') : t('api.request');
  return (
    <Article id={operationAnchor(operation.name)} aria-labelledby={`${operationAnchor(operation.name)}-title`} data-testid="operation">
      <h2 id={`${operationAnchor(operation.name)}-title`}>{operation.summary || operation.name}</h2>
      <Line>
        <MethodTag method={operation.method} />
        <code data-testid="operation-path">{operation.path}</code>
        <small>{operation.login ? t('api.login') : t('api.public')}</small>
      </Line>
      {operation.twins.length > 0 && (
        <Muted>
          {t('api.twins')} <code>{operation.twins.join(', ')}</code>
        </Muted>
      )}
      {operation.request ? (
        <SchemaPart
          title={requestTitle}
          schema={operation.request}
          example={operation.requestExample}
          label={`${requestTitle} ${t('api.example')}`}
        />
      ) : (
        <>
          <h3>{requestTitle}</h3>
          <Muted>{t('api.noRequest')}</Muted>
        </>
      )}
      {operation.produces === 'redirect' && (
        <>
          <h3>{t('api.response')}</h3>
          <Muted>{t('api.redirectAnswer')}</Muted>
        </>
      )}
      {!isJson && operation.produces !== 'redirect' && (
        <>
          <h3>{t('api.response')}</h3>
          <Muted>{t('api.fileAnswer', { type: operation.produces })}</Muted>
        </>
      )}
      {isJson && operation.response && (
        <SchemaPart
          title={t('api.response')}
          schema={operation.response}
          example={operation.responseExample}
          label={`${t('api.response')} ${t('api.example')}`}
        />
      )}
    </Article>
  );
}
