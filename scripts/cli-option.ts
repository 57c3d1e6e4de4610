/** `--name VALUE` from the command line, or undefined when it is not given. */
export function textOption(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** `--name N` from the command line: a positive whole number, or `fallback` when it is not given. */
export function numberOption(name: string, fallback: number): number {
  const given = textOption(name);
  const value = given === undefined ? fallback : Number(given);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a positive whole number`);
  return value;
}
