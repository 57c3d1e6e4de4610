/** A table of text: a header row, and rows whose first cell names the row (styled by ArticleBody around it). */
interface DataTableProps {
  head: readonly string[];
  rows: readonly string[][];
  caption?: string;
  /** Applied to each data cell (a tenant's name put into a legal text). */
  fill?: (text: string) => string;
  /** A key per row, where the first cells may repeat (records listed by time). */
  rowKeys?: readonly (string | number)[];
}

export function DataTable({ head, rows, caption, fill = (text) => text, rowKeys }: DataTableProps) {
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
        {rows.map((row, index) => (
          <tr key={rowKeys?.[index] ?? row[0]}>
            {row.map((cell, column) =>
              column === 0 ? (
                <th key={column} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={column}>{fill(cell)}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
