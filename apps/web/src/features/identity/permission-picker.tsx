import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { permissionFamily, isPermission } from '@dom/domain';
import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormField } from '../../components/form/use-form-field';
import { PERMISSION_CHOICES } from './catalogue-support';

const areaOf = (name: string) => (isPermission(name) ? permissionFamily(name) : 'other');

// Sorted by area so the list can be grouped under area headings.
const BY_AREA = [...PERMISSION_CHOICES].sort((a, b) => areaOf(a).localeCompare(areaOf(b)));

type PickerProps<T extends FieldValues, N extends FieldPath<T>> = UseControllerProps<T, N> & {
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Several names (a permission group) or one (a resource, a report). */
  multiple?: boolean;
};

/** Picks permission names from the domain's catalogue, grouped by area, searchable by typing. */
export function PermissionPicker<T extends FieldValues, N extends FieldPath<T>>({
  name,
  control,
  label,
  required,
  disabled,
  multiple = false,
}: PickerProps<T, N>) {
  const { t } = useTranslation();
  const { field, errorText } = useFormField({ name, control });
  const common = {
    options: BY_AREA,
    groupBy: (option: string) => t(`permissionCatalogue.areas.${areaOf(option)}`),
    disabled,
    onBlur: field.onBlur,
    noOptionsText: t('filters.noOptions'),
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        inputRef={field.ref}
        name={field.name}
        label={label}
        required={required}
        error={errorText !== undefined}
        helperText={errorText}
      />
    ),
  };
  if (multiple) {
    const value = Array.isArray(field.value) ? (field.value as string[]) : [];
    return (
      <Autocomplete
        {...common}
        multiple
        disableCloseOnSelect
        limitTags={6}
        value={value}
        onChange={(_e, next) => field.onChange(next)}
        slotProps={{ chip: { size: 'small' } }}
      />
    );
  }
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  return <Autocomplete {...common} value={value} onChange={(_e, next) => field.onChange(next ?? '')} />;
}
