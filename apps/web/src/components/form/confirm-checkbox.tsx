import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { type FieldPath, type FieldValues, type UseControllerProps, useController } from 'react-hook-form';
import { useMessageText } from '../../i18n/message-text';

export type ConfirmCheckboxProps<T extends FieldValues, N extends FieldPath<T>> = UseControllerProps<T, N> & {
  label: string;
};

/** A confirmation the user must tick, with its error under it once the form was submitted. */
export function ConfirmCheckbox<T extends FieldValues, N extends FieldPath<T>>({
  label,
  ...controller
}: ConfirmCheckboxProps<T, N>) {
  const { field, fieldState, formState } = useController(controller);
  const messageText = useMessageText();
  const helperId = useId();
  const error = formState.isSubmitted ? fieldState.error?.message : undefined;
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{ input: { 'aria-describedby': error ? helperId : undefined } }}
          />
        }
      />
      {error && <FormHelperText id={helperId}>{messageText(error)}</FormHelperText>}
    </FormControl>
  );
}
