const rules = new Intl.PluralRules('de-CH');

/**
 * The form of a count text that fits the number, by the de-CH plural rules: `plural(n, { one: '1
 * Minute', other: `${n} Minuten` })`. German knows only «one» and «other»; both are required.
 */
export function plural(count: number, forms: { one: string; other: string }): string {
  return rules.select(count) === 'one' ? forms.one : forms.other;
}

/** «1 Reel», «6 Reels»: the count and its noun in the form that fits. */
export function counted(count: number, one: string, other: string): string {
  return `${count} ${plural(count, { one, other })}`;
}
