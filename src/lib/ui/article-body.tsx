import styled from 'styled-components';

/** Typography of server-sanitised article HTML (news, standards, policies, papers). */
export const ArticleBody = styled.div`
  line-height: 1.9;
  font-size: 16px;
  overflow-wrap: anywhere;
  p,
  ul,
  ol,
  table {
    margin: 0 0 1em;
  }
  h2,
  h3 {
    margin: 1.4em 0 0.6em;
  }
  ul,
  ol {
    padding-left: 1.5em;
  }
  table {
    border-collapse: collapse;
    display: block;
    overflow-x: auto;
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: 6px 10px;
    /* A narrow screen scrolls the table rather than breaking a figure or a short name across lines. */
    overflow-wrap: normal;
    min-width: 5em;
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;
