/**
 * Swiss German spelling of a generated text: Switzerland writes "ss", never "ß" (a model asked for
 * it still slips). Works on any slice of a text, so stream chunks are converted as they arrive.
 */
export function toSwissSpelling(text: string): string {
  return text.replace(/ß/g, 'ss').replace(/ẞ/g, 'SS');
}
