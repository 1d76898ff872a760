import {
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { yupResolver } from '@hookform/resolvers/yup';
import { keyedResolver } from '../i18n/keyedResolver';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';
import { OTP_LENGTH, otpSchema, type OtpValues } from '@marketdrop/validation';
import { useValidationMessage } from '../i18n/useValidationMessage';
import { succeeded, type SubmitResult } from '../internal/submit';
import { auth } from '../i18n/en/auth';

export type OtpFormValues = OtpValues;

/** Imperative handle of `OtpForm` (via `ref`). */
export type OtpFormHandle = {
  /** Empties the four boxes and focuses the first one. */
  clear: () => void;
};

export type OtpFormProps = {
  /** Called with the 4-digit code. */
  onSubmit: (values: OtpFormValues) => Promise<unknown> | void;
  /**
   * "Resend OTP". When this resolves (to anything but `false`) the boxes are cleared and the first
   * one is focused; resolve to `false` or throw to keep them.
   */
  onResend: () => SubmitResult;
  /** Shows the verify button as busy. */
  busy?: boolean;
  /** Disables "Resend OTP" (e.g. while the resend call runs or during a cooldown). */
  resendDisabled?: boolean;
  /** Focus the first box on mount. Default true. */
  autoFocus?: boolean;
  /** Clears the boxes from outside: `ref.current.clear()`. */
  ref?: Ref<OtpFormHandle>;
};

const FormRoot = styled('form', { name: 'MdOtpForm', slot: 'Root' })({ width: '100%' });

const Boxes = styled('div', { name: 'MdOtpForm', slot: 'Boxes' })(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1.5),
  justifyContent: 'center',
}));

const DigitInput = styled('input', {
  name: 'MdOtpForm',
  slot: 'Digit',
  shouldForwardProp: (prop) => prop !== 'invalid',
})<{ invalid: boolean }>(({ theme, invalid }) => ({
  width: 56,
  height: 64,
  textAlign: 'center',
  fontSize: '1.75rem',
  fontWeight: 700,
  fontFamily: 'inherit',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  borderRadius: theme.shape.borderRadius,
  border: `2px solid ${invalid ? theme.palette.error.main : theme.palette.grey[500]}`,
  outline: 'none',
  '&:focus': {
    borderColor: theme.palette.primary.main,
    boxShadow: `0 0 0 3px ${theme.palette.primary.light}`,
  },
}));

const EMPTY_DIGITS: string[] = Array.from({ length: OTP_LENGTH }, () => '');

/** The field holds the code as text, an empty box in the middle as a space ("1 34"). */
function toDigits(otp: string): string[] {
  return EMPTY_DIGITS.map((_, index) => {
    const char = otp[index];
    return char !== undefined && char !== ' ' ? char : '';
  });
}

/**
 * OTP Verification: four boxes of one digit each. Typing a digit moves to the next box, Backspace
 * in an empty box moves back, pasting a 4-digit code fills every box. "Resend OTP" calls `onResend`.
 */
export function OtpForm({
  onSubmit,
  onResend,
  busy = false,
  resendDisabled = false,
  autoFocus = true,
  ref,
}: OtpFormProps) {
  const { t } = useTranslation('ui', { auth });
  const tv = useValidationMessage();
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const [resending, setResending] = useState(false);
  const errorId = useId();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<OtpFormValues>({
    resolver: keyedResolver(yupResolver(otpSchema)),
    defaultValues: { otp: '' },
  });
  const { field, fieldState } = useController({ control, name: 'otp' });
  const digits = toDigits(field.value);
  const error = tv(fieldState.error);

  const focusBox = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    input?.focus();
    input?.select();
  };

  const setDigits = (next: string[]) => {
    // Trailing empty boxes are dropped so an incomplete code reads as "Enter 4 digits".
    const joined = next
      .map((d) => d || ' ')
      .join('')
      .trimEnd();
    field.onChange(joined);
  };

  const clear = () => {
    reset({ otp: '' });
    // Wait for the re-render before moving the focus.
    requestAnimationFrame(() => focusBox(0));
  };

  useImperativeHandle(ref, () => ({ clear }));

  const typeAt = (index: number, value: string) => {
    let typed = value.replace(/\D/g, '');
    const current = digits[index] ?? '';
    // Typing into a filled box (caret beside its digit): keep the new digit only.
    if (current && typed.length === 2) typed = typed.replace(current, '') || current;
    if (typed.length > 1) {
      fillFrom(index, typed);
      return;
    }
    const next = [...digits];
    next[index] = typed;
    setDigits(next);
    if (typed && index < OTP_LENGTH - 1) focusBox(index + 1);
  };

  const fillFrom = (index: number, text: string) => {
    const pasted = text.replace(/\D/g, '');
    if (!pasted) return;
    // A full code always fills every box; a shorter one fills from the focused box.
    const start = pasted.length >= OTP_LENGTH ? 0 : index;
    const next = [...digits];
    for (let i = 0; i + start < OTP_LENGTH && i < pasted.length; i += 1) {
      next[start + i] = pasted[i] as string;
    }
    setDigits(next);
    focusBox(Math.min(start + pasted.length, OTP_LENGTH - 1));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      setDigits(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  const resend = async () => {
    setResending(true);
    try {
      if (await succeeded(onResend())) clear();
    } finally {
      setResending(false);
    }
  };

  return (
    <FormRoot
      noValidate
      aria-label={t('auth.otp.formLabel')}
      onSubmit={handleSubmit(async (values) => {
        await onSubmit({ otp: values.otp });
      })}
    >
      <Stack spacing={3}>
        <Box
          role="group"
          aria-label={t('auth.otp.code')}
          aria-describedby={error ? errorId : undefined}
        >
          <Boxes>
            {digits.map((digit, index) => (
              <DigitInput
                key={index}
                ref={(element) => {
                  inputs.current[index] = element;
                  if (index === 0) field.ref(element);
                }}
                invalid={error !== undefined}
                value={digit}
                inputMode="numeric"
                autoComplete={index === 0 ? 'one-time-code' : 'off'}
                maxLength={OTP_LENGTH}
                aria-label={t('auth.otp.digit', { index: index + 1, total: OTP_LENGTH })}
                aria-invalid={error !== undefined}
                autoFocus={autoFocus && index === 0}
                onChange={(event) => typeAt(index, event.target.value)}
                onKeyDown={(event) => onKeyDown(index, event)}
                onPaste={(event) => onPaste(index, event)}
                onFocus={(event) => event.target.select()}
                onBlur={field.onBlur}
              />
            ))}
          </Boxes>
          {error ? (
            <FormHelperText id={errorId} error sx={{ textAlign: 'center', mt: 1 }}>
              {error}
            </FormHelperText>
          ) : null}
        </Box>
        <Button type="submit" variant="contained" size="large" loading={busy || isSubmitting}>
          {t('auth.otp.verify')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
          {t('auth.otp.noCode')}{' '}
          <Link
            component="button"
            type="button"
            variant="body2"
            disabled={resendDisabled || resending}
            onClick={() => void resend()}
            sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
          >
            {t('auth.otp.resend')}
          </Link>
        </Typography>
      </Stack>
    </FormRoot>
  );
}
