import { useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs, { type Dayjs } from 'dayjs';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';
import { EARLIEST_BIRTH_DATE } from '@marketdrop/validation';
import { datePickerLocale } from '../i18n/datePickers';
import { useMarketDropLanguage } from '../i18n/useFormatters';
import { useValidationMessage } from '../i18n/useValidationMessage';

/** What the form holds while the typed date cannot be read; the schema answers "Please enter a valid date". */
const UNREADABLE = 'invalid-date';

export type DateOfBirthFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  /** Default: "Date of Birth" in the language shown. */
  label?: string;
};

/**
 * A date-of-birth picker (MUI DatePicker + dayjs). The form holds the date as `YYYY-MM-DD` (or an
 * empty string), which is what the shared schema and the server read.
 */
export function DateOfBirthField<T extends FieldValues>({
  control,
  name,
  label,
}: DateOfBirthFieldProps<T>) {
  const { t } = useTranslation('ui');
  const tv = useValidationMessage();
  const { adapterLocale, localeText } = datePickerLocale(useMarketDropLanguage());
  const { field, fieldState } = useController({ control, name });
  // While the user types an incomplete date the picker needs it back as it was typed.
  const [unreadable, setUnreadable] = useState<Dayjs | null>(null);
  const stored = (field.value as string | undefined) ?? '';
  const value = stored === UNREADABLE ? unreadable : stored ? dayjs(stored) : null;
  const message = tv(fieldState.error);

  // The picker brings its own dayjs localization, so the date-picker code and dayjs load only with
  // the forms that show it, not in every page's theme provider.
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={adapterLocale}
      localeText={localeText}
    >
      <DatePicker
        label={label ?? t('common.fields.dateOfBirth')}
        value={value}
        format="YYYY-MM-DD"
        openTo="year"
        views={['year', 'month', 'day']}
        minDate={dayjs(EARLIEST_BIRTH_DATE)}
        disableFuture
        onChange={(next) => {
          if (next && !next.isValid()) {
            setUnreadable(next);
            field.onChange(UNREADABLE);
          } else {
            setUnreadable(null);
            field.onChange(next ? next.format('YYYY-MM-DD') : '');
          }
        }}
        inputRef={field.ref}
        slotProps={{
          textField: {
            name: field.name,
            fullWidth: true,
            onBlur: field.onBlur,
            error: message !== undefined,
            helperText: message,
          },
        }}
      />
    </LocalizationProvider>
  );
}
