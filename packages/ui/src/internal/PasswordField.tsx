import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export type PasswordFieldProps<T extends FieldValues> = FormTextFieldProps<T> & {
  /** Shown in the toggle's accessible name: "Show <label>" / "Hide <label>". */
  label: string;
};

/** A password field with a show/hide toggle. */
export function PasswordField<T extends FieldValues>({ label, ...rest }: PasswordFieldProps<T>) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);
  const lower = label.toLowerCase();
  return (
    <FormTextField
      {...rest}
      label={label}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={t(
                  visible ? 'common.fields.hidePassword' : 'common.fields.showPassword',
                  {
                    label: lower,
                  },
                )}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
