// Every dropdown in the product carries `{ value, label }` (doc 1 §3). Where the spec gives only human
// words we keep them as labels and derive UPPER_SNAKE wire values; where it gives wire values we keep
// them exactly and derive labels from the spec's own wording.
export interface Option {
  readonly value: string;
  readonly label: string;
}

export type OptionValue<L extends readonly Option[]> = L[number]['value'];

export function labelOf(list: readonly Option[], value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return list.find((option) => option.value === value)?.label ?? value;
}

export function optionValues<L extends readonly Option[]>(list: L): OptionValue<L>[] {
  return list.map((option) => option.value);
}

export function isOptionValue<L extends readonly Option[]>(list: L, value: unknown): value is OptionValue<L> {
  return typeof value === 'string' && list.some((option) => option.value === value);
}
