import type { DateRangePresetValue, IsoDate } from '@dom/domain';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterBase {
  /** The address parameter; must not clash with the table's (page, size, sort) or `redirect`. */
  key: string;
  label: string;
}

export interface TextFilterDefinition extends FilterBase {
  kind: 'text';
  placeholder?: string;
  /** 300 ms by default; forms use 500 (doc 1 §5). */
  debounceMs?: number;
}

export interface SelectFilterDefinition extends FilterBase {
  kind: 'select';
  options: readonly FilterOption[];
}

export interface MultiSelectFilterDefinition extends FilterBase {
  kind: 'multiSelect';
  options: readonly FilterOption[];
}

export interface SearchFilterDefinition extends FilterBase {
  kind: 'search';
  /** Options matching what was typed (called debounced, also with ''). */
  loadOptions: (query: string) => Promise<FilterOption[]>;
  /** The label of a value read from the address, before any search ran. */
  labelOf?: (value: string) => string | undefined;
}

export interface DateRangeFilterDefinition extends FilterBase {
  kind: 'dateRange';
  /** Which presets to offer, in order; all of the spec's by default. Custom range is always there. */
  presets?: readonly DateRangePresetValue[];
}

export type FilterDefinition =
  | TextFilterDefinition
  | SelectFilterDefinition
  | MultiSelectFilterDefinition
  | SearchFilterDefinition
  | DateRangeFilterDefinition;

/** A chosen range: the preset and the IST calendar days it stands for today (inclusive). */
export interface DateRangeValue {
  preset: DateRangePresetValue;
  start: IsoDate;
  end: IsoDate;
}

export type FilterValue = string | string[] | DateRangeValue;
export type FilterValues = Record<string, FilterValue | undefined>;
