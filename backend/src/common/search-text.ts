/** An ILIKE pattern finding the text anywhere, its own % and _ and \ taken literally (`escape '\'`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
