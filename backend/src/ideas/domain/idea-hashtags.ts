/**
 * The dialog's hashtags ("#a, #b ,, c" or a list): each trimmed, the empty ones dropped, each kept
 * once (spec 000 §4 "Content idea edit").
 */
export function hashtagsOf(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input.flatMap((entry) => entry.split(','));
  return [...new Set(parts.map((tag) => tag.trim()).filter(Boolean))];
}
