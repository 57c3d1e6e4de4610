import { describe, expect, it } from 'vitest';
import { splitSqlStatements } from './sql-statements';

describe('splitSqlStatements', () => {
  it.each([
    { name: 'statements on one line', sql: 'SELECT 1; SELECT 2;', statements: ['SELECT 1', 'SELECT 2'] },
    { name: 'a last statement without a semicolon', sql: 'SELECT 1;\nSELECT 2\n', statements: ['SELECT 1', 'SELECT 2'] },
    { name: 'a semicolon in a string', sql: "SELECT 'a;b'; SELECT 2", statements: ["SELECT 'a;b'", 'SELECT 2'] },
    { name: 'a doubled quote in a string', sql: "SELECT 'it''s; fine'; SELECT 2", statements: ["SELECT 'it''s; fine'", 'SELECT 2'] },
    { name: 'a backslash-escaped quote in an E string', sql: "SELECT E'a\\';b'; SELECT 2", statements: ["SELECT E'a\\';b'", 'SELECT 2'] },
    { name: 'a backslash in a plain string', sql: "SELECT 'a\\'; SELECT 2", statements: ["SELECT 'a\\'", 'SELECT 2'] },
    { name: 'a semicolon in a quoted identifier', sql: 'SELECT 1 AS "a;""b"; SELECT 2', statements: ['SELECT 1 AS "a;""b"', 'SELECT 2'] },
    { name: 'a semicolon in a line comment', sql: 'SELECT 1 -- one; two\n; SELECT 2', statements: ['SELECT 1 -- one; two', 'SELECT 2'] },
    {
      name: 'a semicolon in a nested block comment',
      sql: 'SELECT /* a /* b; */ c; */ 1; SELECT 2',
      statements: ['SELECT /* a /* b; */ c; */ 1', 'SELECT 2'],
    },
    { name: 'comment-only text between statements', sql: '-- head;\nSELECT 1;\n/* only; a comment */;\n-- tail', statements: ['SELECT 1'] },
    { name: 'a $$ body', sql: 'DO $$ BEGIN PERFORM 1; END $$; SELECT 2', statements: ['DO $$ BEGIN PERFORM 1; END $$', 'SELECT 2'] },
    {
      name: 'a tagged body holding $$ and quotes',
      sql: "DO $fn$ BEGIN RAISE NOTICE '$$;'; END $fn$; SELECT 2",
      statements: ["DO $fn$ BEGIN RAISE NOTICE '$$;'; END $fn$", 'SELECT 2'],
    },
    { name: 'positional parameters', sql: 'SELECT $1; SELECT $2', statements: ['SELECT $1', 'SELECT $2'] },
    { name: 'a $ inside an identifier', sql: 'SELECT a$b$c; SELECT 2', statements: ['SELECT a$b$c', 'SELECT 2'] },
  ])('$name', ({ sql, statements }) => {
    expect(splitSqlStatements(sql)).toEqual(statements);
  });

  it.each([
    { name: 'string', sql: "SELECT 'open;" },
    { name: 'dollar quote', sql: 'DO $$ BEGIN; END;' },
    { name: 'block comment', sql: 'SELECT 1 /* open;' },
    { name: 'quoted identifier', sql: 'SELECT "open;' },
  ])('refuses an unterminated $name', ({ sql }) => {
    expect(() => splitSqlStatements(sql)).toThrow(SyntaxError);
  });
});
