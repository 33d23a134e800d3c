const rules = new Intl.PluralRules('de-CH');

/**
 * The form of a count text that fits the number, by the de-CH plural rules: `plural(1, { one: 'es
 * fehlt noch 1 Freigabe', other: … })`. German knows only «one» and «other»; both are required.
 */
export function plural(count: number, forms: { one: string; other: string }): string {
  return rules.select(count) === 'one' ? forms.one : forms.other;
}
