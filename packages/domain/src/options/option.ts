/** The shape every option list of the forms and filters shares: a stored value and the text shown. */
export type Option<V extends string = string> = { readonly value: V; readonly label: string };

/** Options whose label is the stored value itself (organization types, software names, ranges). */
export function labelledBySelf<const V extends string>(values: readonly V[]): Option<V>[] {
  return values.map((value) => ({ value, label: value }));
}

/** The label of a value, or the value itself when the list does not hold it. */
export function optionLabel<V extends string>(
  options: readonly Option<V>[],
  value: string | null | undefined,
): string {
  if (value == null) return '';
  return options.find((o) => o.value === value)?.label ?? value;
}

export function isOptionValue<V extends string>(options: readonly Option<V>[], value: unknown): value is V {
  return typeof value === 'string' && options.some((o) => o.value === value);
}
