import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';
import { useValidationMessage } from '../i18n/useValidationMessage';

export type GenderFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  /** The values sent for Male, Female and Other (sign-up sends lowercase, the profile capitalised). */
  values: readonly [string, string, string];
};

const LABEL_KEYS = [
  'common.fields.genders.male',
  'common.fields.genders.female',
  'common.fields.genders.other',
] as const;

/** Gender as a row of radios: Male, Female, Other. */
export function GenderField<T extends FieldValues>({ control, name, values }: GenderFieldProps<T>) {
  const { t } = useTranslation('ui');
  const tv = useValidationMessage();
  const { field, fieldState } = useController({ control, name });
  const labelId = useId();
  const message = tv(fieldState.error);
  return (
    <FormControl error={message !== undefined}>
      <FormLabel id={labelId}>{t('common.fields.gender')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      >
        {LABEL_KEYS.map((key, index) => (
          <FormControlLabel key={key} value={values[index]} control={<Radio />} label={t(key)} />
        ))}
      </RadioGroup>
      {message ? <FormHelperText>{message}</FormHelperText> : null}
    </FormControl>
  );
}
