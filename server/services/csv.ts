/** Excel reads a CSV as UTF-8 (and so shows Chinese) only when it starts with the byte order mark. */
const BOM = '\ufeff';

/**
 * A text a spreadsheet would take for a formula (starting with = + - @, or a tab or carriage return before one)
 * gets a leading apostrophe, so a visitor's text can never run as a formula in a spreadsheet (CSV injection).
 */
export const formulaSafe = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** One CSV cell (RFC 4180): formula-safe, and quoted when it holds a quote, comma or line break. */
export function csvCell(value: string): string {
  const safe = formulaSafe(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: readonly (string | number)[]) => cells.map((cell) => csvCell(String(cell))).join(',');

/** A whole file: BOM, then one line per row, CRLF line ends as RFC 4180 and Excel expect. */
export function csvFile(rows: readonly (readonly (string | number)[])[]): string {
  return BOM + rows.map(csvLine).join('\r\n') + '\r\n';
}
