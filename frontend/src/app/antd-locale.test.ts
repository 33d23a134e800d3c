import deDE from 'antd/locale/de_DE';
import { deCH } from './antd-locale';

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(texts);
}

describe("antd's texts in de-CH", () => {
  it('spell «ss» wherever de_DE has «ß», the rest unchanged', () => {
    expect(texts(deDE).some((text) => text.includes('ß'))).toBe(true);
    expect(texts(deCH).filter((text) => text.includes('ß'))).toEqual([]);
    expect(deCH.global?.close).toBe('Schliessen');
    expect(deCH.Table?.filterReset).toBe(deDE.Table?.filterReset);
    expect(deCH.DatePicker?.lang.locale).toBe(deDE.DatePicker?.lang.locale);
  });
});
