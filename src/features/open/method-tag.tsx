import styled from 'styled-components';

const Tag = styled.span<{ $get: boolean }>`
  display: inline-block;
  min-width: 48px;
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  border: 1px solid ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme, $get }) => ($get ? theme.colors.surface : theme.colors.primary)};
  color: ${({ theme, $get }) => ($get ? theme.colors.primaryText : theme.colors.onPrimary)};
  font-size: 12px;
  font-weight: 600;
  text-align: center;
`;

/** An HTTP method: outlined for a GET (reads), filled for a POST. */
export function MethodTag({ method }: { method: string }) {
  return (
    <Tag $get={method === 'GET'} data-testid="operation-method">
      {method}
    </Tag>
  );
}
