import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import type { FilterOption } from '../../components/filter-bar/filter-types';
import { useFormField } from '../../components/form/use-form-field';
import { SearchSelect } from '../../components/search-select/search-select';
import { FORM_SEARCH_DEBOUNCE_MS } from '../../lib/ui-timing';

export type FormSearchSelectProps<T extends FieldValues, N extends FieldPath<T>> = UseControllerProps<
  T,
  N
> & {
  label: string;
  loadOptions: (query: string) => Promise<FilterOption[]>;
  required?: boolean;
  /** Told after the user picks, e.g. to fill fields that follow from the choice. */
  onPicked?: (value: FilterOption | null) => void;
};

/** The searchable dropdown bound to a form field holding `{ value, label } | null`. */
export function FormSearchSelect<T extends FieldValues, N extends FieldPath<T>>({
  name,
  control,
  label,
  loadOptions,
  required,
  onPicked,
}: FormSearchSelectProps<T, N>) {
  const { field, errorText } = useFormField({ name, control });
  return (
    <SearchSelect
      label={label}
      required={required}
      value={field.value ?? null}
      onChange={(next) => {
        field.onChange(next);
        onPicked?.(next);
      }}
      onBlur={field.onBlur}
      loadOptions={loadOptions}
      debounceMs={FORM_SEARCH_DEBOUNCE_MS}
      error={errorText}
    />
  );
}
