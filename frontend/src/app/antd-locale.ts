import deDE from 'antd/locale/de_DE';

/** A string in Swiss spelling: Switzerland writes «ss», never «ß». */
function swiss(text: string): string {
  return text.replace(/ß/g, 'ss').replace(/ẞ/g, 'SS');
}

/** Every text of a locale object in Swiss spelling, its functions and other values untouched. */
function inSwissSpelling<T>(value: T): T {
  if (typeof value === 'string') return swiss(value) as T;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inSwissSpelling(inner)])) as T;
}

/**
 * antd's German (de_DE) in de-CH: the same words, spelt as Switzerland writes them (its «Schliessen»
 * of a dialog's close button and whatever a later antd adds with «ß»). antd ships no de_CH.
 */
export const deCH: typeof deDE = inSwissSpelling(deDE);
