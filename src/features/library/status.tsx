import styled from 'styled-components';

const Pill = styled.span`
  padding: 1px 8px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.pageBg};
  white-space: nowrap;
`;

/** A standard's status as the issuer states it (in force, repealed …). */
export function Status({ status }: { status: string }) {
  return <Pill data-testid="doc-status">{status}</Pill>;
}
