import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { useFormField } from './use-form-field';
import { useTranslation } from 'react-i18next';
import { type CountryDialCode, DEFAULT_COUNTRY, listCountryDialCodes } from '../../lib/country-dial-codes';
import { BasicTextField } from './basic-text-field';

export interface PhoneValue {
  /** ISO 3166-1 alpha-2 code of the chosen country; India by default. */
  country: string;
  /** Digits as typed, without the dial code. */
  number: string;
}

export const EMPTY_PHONE: PhoneValue = { country: DEFAULT_COUNTRY, number: '' };

function asPhoneValue(value: unknown): PhoneValue {
  if (typeof value !== 'object' || value === null) return EMPTY_PHONE;
  const { country, number } = value as Partial<PhoneValue>;
  return {
    country: typeof country === 'string' ? country : DEFAULT_COUNTRY,
    number: typeof number === 'string' ? number : '',
  };
}

export type PhoneFormFieldProps<T extends FieldValues, N extends FieldPath<T>> = UseControllerProps<T, N> & {
  label: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  helperText?: string;
};

/** A dial code from the table of all countries (India +91 first and by default) and the number. */
export function PhoneFormField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  control,
  rules,
  defaultValue,
  shouldUnregister,
  label,
  required,
  disabled,
  autoFocus,
  helperText,
}: PhoneFormFieldProps<T, N>) {
  const { t, i18n } = useTranslation();
  const { field, errorText } = useFormField({ name, control, rules, defaultValue, shouldUnregister });
  const value = asPhoneValue(field.value);
  const countries = useMemo(() => listCountryDialCodes(i18n.language), [i18n.language]);
  const selected = countries.find((c) => c.country === value.country) ?? countries[0] ?? null;

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Autocomplete<CountryDialCode, false, true>
        options={countries}
        value={selected ?? undefined}
        disableClearable
        disabled={disabled}
        onChange={(_e, country) => field.onChange({ ...value, country: country.country })}
        getOptionLabel={(option) => option.dialCode}
        isOptionEqualToValue={(a, b) => a.country === b.country}
        filterOptions={(options, { inputValue }) => {
          const query = inputValue.trim().toLowerCase();
          if (query === '') return options;
          return options.filter(
            (o) =>
              o.name.toLowerCase().includes(query) ||
              o.dialCode.includes(query) ||
              o.country.toLowerCase() === query,
          );
        }}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
            <Box component="span" sx={{ minWidth: 56, fontVariantNumeric: 'tabular-nums' }}>
              {option.dialCode}
            </Box>
            <span>{option.name}</span>
          </Box>
        )}
        noOptionsText={t('filters.noOptions')}
        openText={t('common.open')}
        closeText={t('common.close')}
        slotProps={{ popper: { sx: { minWidth: 280 } } }}
        sx={{ width: 112, flexShrink: 0 }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('form.countryCode')}
            error={errorText !== undefined}
            required={required}
          />
        )}
      />
      <BasicTextField
        name={field.name}
        label={label}
        value={value.number}
        onChange={(event) => field.onChange({ ...value, number: event.target.value.replace(/[^\d]/g, '') })}
        onBlur={field.onBlur}
        inputRef={field.ref}
        required={required}
        disabled={disabled}
        autoFocus={autoFocus}
        error={errorText !== undefined}
        helperText={errorText ?? helperText}
        autoComplete="tel-national"
        htmlInput={{ inputMode: 'tel', maxLength: 15 }}
      />
    </Box>
  );
}
