/**
 * Splits SQL text into its statements at each `;` outside quotes and comments, so that a migration file may hold
 * anything psql would accept: dollar-quoted function bodies over many lines, semicolons in strings, quoted
 * identifiers and comments. Statements holding nothing but comments are dropped. Not understood: SQL-standard
 * `BEGIN ATOMIC … END` function bodies (write the body dollar-quoted instead).
 */
export function splitSqlStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let hasCode = false;
  let at = 0;
  const finish = (end: number) => {
    if (hasCode) statements.push(sql.slice(start, end).trim());
    hasCode = false;
  };
  while (at < sql.length) {
    const char = sql[at]!;
    const next = sql[at + 1];
    if (char === '-' && next === '-') {
      at = endOfLineComment(sql, at);
      continue;
    }
    if (char === '/' && next === '*') {
      at = endOfBlockComment(sql, at);
      continue;
    }
    if (char === ';') {
      finish(at);
      at += 1;
      continue;
    }
    // A statement starts at its first code, after any comment before it.
    if (!hasCode && !/\s/.test(char)) {
      start = at;
      hasCode = true;
    }
    if (char === "'") at = endOfString(sql, at, isEscapeStringPrefix(sql, at));
    else if (char === '"') at = endOfQuotedIdentifier(sql, at);
    else if (char === '$') at = endOfDollarQuote(sql, at);
    else at += 1;
  }
  finish(sql.length);
  return statements;
}

function endOfLineComment(sql: string, at: number): number {
  const newline = sql.indexOf('\n', at);
  return newline === -1 ? sql.length : newline + 1;
}

/** Block comments nest in PostgreSQL. */
function endOfBlockComment(sql: string, at: number): number {
  let depth = 0;
  let i = at;
  while (i < sql.length) {
    if (sql.startsWith('/*', i)) {
      depth += 1;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else {
      i += 1;
    }
  }
  throw new SyntaxError(`unterminated /* comment at offset ${at}`);
}

/** `E'…'`: a backslash escapes the next character, a quote included. */
function isEscapeStringPrefix(sql: string, quoteAt: number): boolean {
  const prefix = sql[quoteAt - 1];
  return (prefix === 'E' || prefix === 'e') && !isIdentifierChar(sql[quoteAt - 2]);
}

function endOfString(sql: string, at: number, backslashEscapes: boolean): number {
  let i = at + 1;
  while (i < sql.length) {
    const char = sql[i];
    if (backslashEscapes && char === '\\') i += 2;
    else if (char === "'" && sql[i + 1] === "'") i += 2;
    else if (char === "'") return i + 1;
    else i += 1;
  }
  throw new SyntaxError(`unterminated string at offset ${at}`);
}

/** A quoted identifier; a doubled quote stands for one. */
function endOfQuotedIdentifier(sql: string, at: number): number {
  let i = at + 1;
  while (i < sql.length) {
    if (sql[i] === '"' && sql[i + 1] === '"') i += 2;
    else if (sql[i] === '"') return i + 1;
    else i += 1;
  }
  throw new SyntaxError(`unterminated quoted identifier at offset ${at}`);
}

const DOLLAR_TAG = /\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/y;

/** `$$…$$` or `$tag$…$tag$`; a `$` inside an identifier or before a digit (`$1`) starts no quote. */
function endOfDollarQuote(sql: string, at: number): number {
  if (isIdentifierChar(sql[at - 1])) return at + 1;
  DOLLAR_TAG.lastIndex = at;
  const tag = DOLLAR_TAG.exec(sql)?.[0];
  if (!tag) return at + 1;
  const close = sql.indexOf(tag, at + tag.length);
  if (close === -1) throw new SyntaxError(`unterminated ${tag} quote at offset ${at}`);
  return close + tag.length;
}

function isIdentifierChar(char: string | undefined): boolean {
  return char !== undefined && /[\w$\u0080-\uffff]/.test(char);
}
