/** A table of text: a header row, and rows whose first cell names the row (styled by ArticleBody around it). */
interface DataTableProps {
  head: readonly string[];
  rows: readonly string[][];
  caption?: string;
  /** Applied to each data cell (a tenant's name put into a legal text). */
  fill?: (text: string) => string;
}

export function DataTable({ head, rows, caption, fill = (text) => text }: DataTableProps) {
  return (
    <table>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]}>
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={index}>{fill(cell)}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
