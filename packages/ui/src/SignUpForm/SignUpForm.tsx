import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { yupResolver } from '@hookform/resolvers/yup';
import { keyedResolver } from '../i18n/keyedResolver';
import { useController, useForm, type Control, type Resolver } from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';
import {
  DEFAULT_COUNTRY_CODE,
  DEFAULT_COUNTRY_ISO_CODE,
  DEFAULT_GENDER,
  PHONE_DEBOUNCE_MS,
  PHONE_MAX_DIGITS,
  SIGNUP_GENDER_VALUES,
  SIGNUP_LICENCE_EXTENSIONS,
  checkLicenceFile,
  createSignupSchema,
  type Gender,
  type UserType,
  type KeyedMessage,
} from '@marketdrop/validation';
import { MARKETDROP_LOCALES } from '../i18n/languages';
import { useMarketDropLanguage } from '../i18n/useFormatters';
import { useValidationMessage } from '../i18n/useValidationMessage';
import { DateOfBirthField } from '../internal/DateOfBirthField';
import { FormTextField } from '../internal/FormTextField';
import { GenderField } from '../internal/GenderField';
import { PasswordField } from '../internal/PasswordField';
import { VisuallyHiddenInput } from '../internal/VisuallyHiddenInput';
import { linkProps, type LinkComponent } from '../link';
import { paths } from '@marketdrop/api-client';
import { auth } from '../i18n/en/auth';

/** What `SignUpForm` hands over: the fields of the sign-up call (docs/product.md §7.7 Account payloads). */
export type SignUpFormValues = {
  userType: UserType;
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`. */
  dob: string;
  gender: Gender;
  countryCode: string;
  countryIsoCode: string;
  /** Digits only. */
  phoneNumber: string;
  email: string;
  password: string;
  address: string;
  city: string;
  province: string;
  country: string;
  postalCode: string;
  terms: boolean;
  creditCheck: boolean;
  licenseNumber?: string;
  /** Dealer-only fields (absent for consumers). */
  businessName?: string;
  businessAddress?: string;
  dealershipNumber?: string;
  /** HST/GST Number. */
  taxNumber?: string;
};

export type SignUpFormProps = {
  /** Consumer or dealer (from the role modal); dealers get the business fields. Default consumer. */
  role?: UserType;
  /** Called with the valid fields and the driver licence file, if one was chosen. */
  onSubmit: (values: SignUpFormValues, licenceFile: File | undefined) => Promise<unknown> | void;
  /** Shows the submit button as busy. */
  busy?: boolean;
  /** Initial values (e.g. to restore a draft). */
  defaultValues?: Partial<SignUpFormValues>;
  /** Where the "Terms & Conditions" link goes. Default `/terms-conditions`. */
  termsHref?: string;
  /** Renders the link; pass react-router's `Link` in the web app. Default `'a'`. */
  LinkComponent?: LinkComponent;
};

/**
 * Country calling codes offered; +1 (United States) first, as the defaults of docs/product.md §7.7 say. The form
 * shows the country's name in the language shown (`Intl.DisplayNames`); `label` is the English one.
 */
export const COUNTRY_CALLING_CODES = [
  { iso: 'US', code: '+1', label: '+1 United States' },
  { iso: 'CA', code: '+1', label: '+1 Canada' },
  { iso: 'GB', code: '+44', label: '+44 United Kingdom' },
  { iso: 'FR', code: '+33', label: '+33 France' },
  { iso: 'IN', code: '+91', label: '+91 India' },
  { iso: 'AU', code: '+61', label: '+61 Australia' },
] as const;

/** The form's own state: every field as the inputs hold it. */
type SignUpFields = {
  userType: string;
  firstName: string;
  lastName: string;
  dob: string;
  gender: string;
  countryCode: string;
  countryIsoCode: string;
  phoneNumber: string;
  email: string;
  password: string;
  address: string;
  city: string;
  province: string;
  country: string;
  postalCode: string;
  terms: boolean;
  creditCheck: boolean;
  licenseNumber: string;
  businessName: string;
  businessAddress: string;
  dealershipNumber: string;
  taxNumber: string;
};

const LICENCE_ACCEPT = SIGNUP_LICENCE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

const FormRoot = styled('form', { name: 'MdSignUpForm', slot: 'Root' })({ width: '100%' });

const Section = styled('fieldset', { name: 'MdSignUpForm', slot: 'Section' })(({ theme }) => ({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
  '& > legend': {
    padding: 0,
    marginBottom: theme.spacing(1.5),
    fontWeight: 700,
    fontSize: '1.05rem',
  },
}));

const Full = styled('div', { name: 'MdSignUpForm', slot: 'Full' })(({ theme }) => ({
  [theme.breakpoints.up('sm')]: { gridColumn: '1 / -1' },
}));

function toFields(role: UserType, defaults: Partial<SignUpFormValues> = {}): SignUpFields {
  return {
    userType: role,
    firstName: defaults.firstName ?? '',
    lastName: defaults.lastName ?? '',
    dob: defaults.dob ?? '',
    gender: defaults.gender ?? DEFAULT_GENDER,
    countryCode: defaults.countryCode ?? DEFAULT_COUNTRY_CODE,
    countryIsoCode: defaults.countryIsoCode ?? DEFAULT_COUNTRY_ISO_CODE,
    phoneNumber: defaults.phoneNumber ?? '',
    email: defaults.email ?? '',
    password: defaults.password ?? '',
    address: defaults.address ?? '',
    city: defaults.city ?? '',
    province: defaults.province ?? '',
    country: defaults.country ?? '',
    postalCode: defaults.postalCode ?? '',
    terms: defaults.terms ?? false,
    creditCheck: defaults.creditCheck ?? false,
    licenseNumber: defaults.licenseNumber ?? '',
    businessName: defaults.businessName ?? '',
    businessAddress: defaults.businessAddress ?? '',
    dealershipNumber: defaults.dealershipNumber ?? '',
    taxNumber: defaults.taxNumber ?? '',
  };
}

/** Keeps the digits of a phone number, at most 15 of them. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

function CheckboxField({
  control,
  name,
  label,
}: {
  control: Control<SignUpFields>;
  name: 'terms' | 'creditCheck';
  label: ReactNode;
}) {
  const { field, fieldState } = useController({ control, name });
  const tv = useValidationMessage();
  const message = tv(fieldState.error);
  const errorId = useId();
  return (
    <FormControl error={message !== undefined}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-invalid': message !== undefined,
                'aria-describedby': message ? errorId : undefined,
              } as InputHTMLAttributes<HTMLInputElement> & { ref: Ref<HTMLInputElement> },
            }}
          />
        }
      />
      {message ? (
        <FormHelperText id={errorId} sx={{ mt: 0 }}>
          {message}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}

/**
 * Sign Up for consumers and dealers: every field of the sign-up call, validated with the shared
 * schema. The phone keeps digits only (at most 15) and reaches the form 250 ms after the last key.
 */
export function SignUpForm({
  role = 'consumer',
  onSubmit,
  busy = false,
  defaultValues,
  termsHref = paths.terms,
  LinkComponent = 'a',
}: SignUpFormProps) {
  const { t } = useTranslation('ui', { auth });
  const tv = useValidationMessage();
  const language = useMarketDropLanguage();
  const countryNames = useMemo(
    () => new Intl.DisplayNames([MARKETDROP_LOCALES[language]], { type: 'region' }),
    [language],
  );
  const schema = useMemo(() => createSignupSchema(), []);
  const {
    control,
    handleSubmit,
    setValue,
    formState: { isSubmitting, isSubmitted },
  } = useForm<SignUpFields>({
    // The form holds raw input (e.g. `userType` as any string); the schema checks and narrows it.
    resolver: keyedResolver(yupResolver(schema)) as unknown as Resolver<SignUpFields>,
    defaultValues: toFields(role, defaultValues),
  });
  const isDealer = role === 'dealer';

  useEffect(() => {
    setValue('userType', role);
  }, [role, setValue]);

  // Phone: what the input shows right away, and the debounced copy in the form.
  const phone = useController({ control, name: 'phoneNumber' });
  const [phoneText, setPhoneText] = useState<string>(phone.field.value);
  const phoneTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitPhone = (digits: string) => {
    clearTimeout(phoneTimer.current);
    setValue('phoneNumber', digits, { shouldDirty: true, shouldValidate: isSubmitted });
  };
  useEffect(() => () => clearTimeout(phoneTimer.current), []);

  // Country calling code and its ISO code travel together.
  const iso = useController({ control, name: 'countryIsoCode' });

  // Driver licence file: optional, checked before it is kept.
  const [licenceFile, setLicenceFile] = useState<File | undefined>(undefined);
  const [licenceError, setLicenceError] = useState<KeyedMessage | undefined>(undefined);
  const fileInput = useRef<HTMLInputElement>(null);
  const licenceErrorId = useId();

  const submit = handleSubmit(async (fields) => {
    const values: SignUpFormValues = {
      userType: role,
      firstName: fields.firstName,
      lastName: fields.lastName,
      dob: fields.dob,
      gender: fields.gender as Gender,
      countryCode: fields.countryCode,
      countryIsoCode: fields.countryIsoCode,
      phoneNumber: fields.phoneNumber,
      email: fields.email,
      password: fields.password,
      address: fields.address,
      city: fields.city,
      province: fields.province,
      country: fields.country,
      postalCode: fields.postalCode,
      terms: fields.terms,
      creditCheck: fields.creditCheck,
    };
    if (fields.licenseNumber) values.licenseNumber = fields.licenseNumber;
    if (isDealer) {
      values.businessName = fields.businessName;
      values.businessAddress = fields.businessAddress;
      values.dealershipNumber = fields.dealershipNumber;
      values.taxNumber = fields.taxNumber;
    }
    await onSubmit(values, licenceFile);
  });

  return (
    <FormRoot
      noValidate
      aria-label={t(isDealer ? 'auth.signUp.dealerFormLabel' : 'auth.signUp.formLabel')}
      onSubmit={(event) => {
        // A phone typed less than 250 ms ago still counts.
        commitPhone(phoneText);
        void submit(event);
      }}
    >
      <Stack spacing={4}>
        <Section>
          <legend>{t('auth.signUp.personalDetails')}</legend>
          <FormTextField
            control={control}
            name="firstName"
            label={t('common.fields.firstName')}
            autoComplete="given-name"
          />
          <FormTextField
            control={control}
            name="lastName"
            label={t('common.fields.lastName')}
            autoComplete="family-name"
          />
          <FormTextField
            control={control}
            name="email"
            label={t('common.fields.email')}
            type="email"
            autoComplete="email"
          />
          <PasswordField
            control={control}
            name="password"
            label={t('common.fields.password')}
            autoComplete="new-password"
          />
          <DateOfBirthField control={control} name="dob" />
          <GenderField control={control} name="gender" values={SIGNUP_GENDER_VALUES} />
          <TextField
            select
            label={t('common.fields.countryCode')}
            name="countryIsoCode"
            value={iso.field.value}
            onChange={(event) => {
              const option = COUNTRY_CALLING_CODES.find((item) => item.iso === event.target.value);
              if (!option) return;
              iso.field.onChange(option.iso);
              setValue('countryCode', option.code, { shouldValidate: isSubmitted });
            }}
          >
            {COUNTRY_CALLING_CODES.map((item) => (
              <MenuItem key={item.iso} value={item.iso}>
                {`${item.code} ${countryNames.of(item.iso) ?? item.iso}`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('common.fields.phoneNumber')}
            name={phone.field.name}
            value={phoneText}
            inputRef={phone.field.ref}
            autoComplete="tel-national"
            onChange={(event) => {
              const digits = phoneDigits(event.target.value);
              setPhoneText(digits);
              clearTimeout(phoneTimer.current);
              phoneTimer.current = setTimeout(() => commitPhone(digits), PHONE_DEBOUNCE_MS);
            }}
            onBlur={phone.field.onBlur}
            error={phone.fieldState.error !== undefined}
            helperText={tv(phone.fieldState.error)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PHONE_MAX_DIGITS + 10 } }}
          />
        </Section>

        <Section>
          <legend>{t('auth.signUp.address')}</legend>
          <Full>
            <FormTextField
              control={control}
              name="address"
              label={t('common.fields.address')}
              autoComplete="street-address"
            />
          </Full>
          <FormTextField
            control={control}
            name="city"
            label={t('common.fields.city')}
            autoComplete="address-level2"
          />
          <FormTextField
            control={control}
            name="province"
            label={t('common.fields.province')}
            autoComplete="address-level1"
          />
          <FormTextField
            control={control}
            name="country"
            label={t('common.fields.country')}
            autoComplete="country-name"
          />
          <FormTextField
            control={control}
            name="postalCode"
            label={t('common.fields.postalCode')}
            autoComplete="postal-code"
          />
        </Section>

        {isDealer ? (
          <Section>
            <legend>{t('auth.signUp.businessDetails')}</legend>
            <FormTextField
              control={control}
              name="businessName"
              label={t('auth.signUp.businessName')}
              autoComplete="organization"
            />
            <FormTextField
              control={control}
              name="businessAddress"
              label={t('auth.signUp.businessAddress')}
            />
            <FormTextField
              control={control}
              name="dealershipNumber"
              label={t('auth.signUp.dealershipNumber')}
            />
            <FormTextField control={control} name="taxNumber" label={t('auth.signUp.taxNumber')} />
          </Section>
        ) : null}

        <Section>
          <legend>{t('auth.signUp.driverLicence')}</legend>
          <FormTextField
            control={control}
            name="licenseNumber"
            label={t('auth.signUp.licenceNumber')}
          />
          <Box>
            <Button
              variant="outlined"
              startIcon={<CloudUpload />}
              onClick={() => fileInput.current?.click()}
              aria-describedby={licenceError ? licenceErrorId : undefined}
            >
              {t('auth.signUp.uploadLicence')}
            </Button>
            <VisuallyHiddenInput
              ref={fileInput}
              type="file"
              accept={LICENCE_ACCEPT}
              tabIndex={-1}
              aria-hidden="true"
              data-testid="licence-file-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                const problem = checkLicenceFile(file, 'signup');
                setLicenceError(problem);
                setLicenceFile(problem ? undefined : file);
              }}
            />
            {licenceFile ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {licenceFile.name}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('common.actions.remove', { name: licenceFile.name })}
                  onClick={() => setLicenceFile(undefined)}
                >
                  <Close fontSize="small" />
                </IconButton>
              </Box>
            ) : null}
            {licenceError ? (
              <FormHelperText id={licenceErrorId} error role="alert">
                {tv(licenceError)}
              </FormHelperText>
            ) : null}
          </Box>
        </Section>

        <Stack spacing={0.5}>
          <CheckboxField
            control={control}
            name="terms"
            label={
              <>
                {t('auth.signUp.acceptTerms')}{' '}
                <Link {...linkProps(LinkComponent, termsHref)}>{t('auth.signUp.termsLink')}</Link>
              </>
            }
          />
          <CheckboxField
            control={control}
            name="creditCheck"
            label={t('auth.signUp.creditCheck')}
          />
        </Stack>

        <Button type="submit" variant="contained" size="large" loading={busy || isSubmitting}>
          {t('auth.signUp.submit')}
        </Button>
      </Stack>
    </FormRoot>
  );
}
