import { useId, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import CloudUpload from '@mui/icons-material/CloudUpload';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { yupResolver } from '@hookform/resolvers/yup';
import { keyedResolver, serverFieldError } from '../i18n/keyedResolver';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';
import {
  GENDER_VALUES,
  LICENCE_UPLOAD_EXTENSIONS,
  PHONE_MAX_DIGITS,
  checkLicenceFile,
  createEditProfileSchema,
  type GenderLabel,
  type KeyedMessage,
  keyedMessages,
} from '@marketdrop/validation';
import { useValidationMessage } from '../i18n/useValidationMessage';
import { DateOfBirthField } from '../internal/DateOfBirthField';
import { FormTextField } from '../internal/FormTextField';
import { GenderField } from '../internal/GenderField';
import { PasswordField } from '../internal/PasswordField';
import { VisuallyHiddenInput } from '../internal/VisuallyHiddenInput';
import type { SubmitResult } from '../internal/submit';
import { OtpForm, type OtpFormValues } from '../OtpForm';
import { account } from '../i18n/en/account';

/** The profile the form starts from (the server's `Profile` fits as is). */
export type EditProfileFormProfile = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  /** `YYYY-MM-DD`. */
  dob?: string | null;
  /** Any case: male, Male... */
  gender?: string | null;
  driverLicence?: string | null;
  address?: string | null;
  city?: string | null;
  province?: string | null;
  country?: string | null;
  postalCode?: string | null;
  /** Paths of the licence files already uploaded. */
  driverLicenseImage?: readonly string[] | null;
  /** A new e-mail waiting for the code mailed to it; the form then asks for that code. */
  pendingEmail?: string | null;
};

/** What `onSubmit` receives: only the non-empty fields, plus the uploaded paths to keep. */
export type EditProfileFormSubmitValues = {
  firstName?: string;
  lastName?: string;
  /** `YYYY-MM-DD`. */
  dob?: string;
  gender?: GenderLabel;
  phoneNumber?: string;
  email?: string;
  driverLicence?: string;
  address?: string;
  city?: string;
  province?: string;
  country?: string;
  postalCode?: string;
  /** The already-uploaded licence paths the user kept (the others were removed from the list). */
  keepLicenseImages: string[];
  /** Sent when the e-mail changed: the server asks for it before mailing a code to the new one. */
  currentPassword?: string;
};

export type EditProfileFormProps = {
  /** The current profile; read once on mount, so render the form after the profile has loaded. */
  profile?: EditProfileFormProfile;
  /** Called with the non-empty fields, the kept licence paths and the newly chosen licence files. */
  onSubmit: (
    values: EditProfileFormSubmitValues,
    newLicenceFiles: File[],
  ) => Promise<unknown> | void;
  /** Shows "Saving..." on the Save button. */
  busy?: boolean;
  /**
   * Called with the code mailed to the pending e-mail (`profile.pendingEmail`); shown only while a
   * change is pending.
   */
  onConfirmEmail?: (values: OtpFormValues) => Promise<unknown> | void;
  /** "Resend OTP" of the e-mail code; resolve to `false` or throw to keep the boxes. */
  onResendEmailCode?: () => SubmitResult;
  /** Shows the code's verify button as busy. */
  confirmBusy?: boolean;
};

type EditProfileFields = {
  /** Asked only when the e-mail changed; not part of the profile. */
  currentPassword: string;
  firstName: string;
  lastName: string;
  dob: string;
  gender: string;
  phoneNumber: string;
  email: string;
  driverLicence: string;
  address: string;
  city: string;
  province: string;
  country: string;
  postalCode: string;
};

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'dob',
  'gender',
  'phoneNumber',
  'email',
  'driverLicence',
  'address',
  'city',
  'province',
  'country',
  'postalCode',
] as const;

const LICENCE_ACCEPT = LICENCE_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');

const FormRoot = styled('form', { name: 'MdEditProfileForm', slot: 'Root' })({ width: '100%' });

const Section = styled('fieldset', { name: 'MdEditProfileForm', slot: 'Section' })(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  margin: 0,
  padding: theme.spacing(2.5),
  minWidth: 0,
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: '1fr',
  backgroundColor: theme.palette.background.paper,
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
  '& > legend': { padding: theme.spacing(0, 1), fontWeight: 700, fontSize: '1.05rem' },
}));

const ConfirmSection = styled('section', { name: 'MdEditProfileForm', slot: 'ConfirmEmail' })(
  ({ theme }) => ({
    border: `2px solid ${theme.palette.primary.main}`,
    borderRadius: theme.shape.borderRadius,
    padding: theme.spacing(2.5),
    display: 'grid',
    gap: theme.spacing(1.5),
    backgroundColor: theme.palette.background.paper,
  }),
);

const Full = styled('div', { name: 'MdEditProfileForm', slot: 'Full' })(({ theme }) => ({
  [theme.breakpoints.up('sm')]: { gridColumn: '1 / -1' },
}));

function capitalised(gender: string | null | undefined): string {
  const found = GENDER_VALUES.find((g) => g.toLowerCase() === gender?.trim().toLowerCase());
  return found ?? '';
}

function toFields(profile: EditProfileFormProfile = {}): EditProfileFields {
  return {
    currentPassword: '',
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    dob: profile.dob?.slice(0, 10) ?? '',
    gender: capitalised(profile.gender),
    phoneNumber: profile.phoneNumber ?? '',
    email: profile.email ?? '',
    driverLicence: profile.driverLicence ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    province: profile.province ?? '',
    country: profile.country ?? '',
    postalCode: profile.postalCode ?? '',
  };
}

function fileName(path: string): string {
  return decodeURIComponent(path.split(/[\\/]/).pop() || path);
}

type LicenceItem = { key: string; name: string } & (
  { kind: 'existing'; path: string } | { kind: 'new'; file: File }
);

/**
 * Edit Profile: Basic Information (names, date of birth, gender, phone, e-mail, driver licence
 * number and files) and Location. Removing an uploaded licence only drops it from the list here.
 */
export function EditProfileForm({
  profile,
  onSubmit,
  busy = false,
  onConfirmEmail,
  onResendEmailCode,
  confirmBusy = false,
}: EditProfileFormProps) {
  const { t } = useTranslation('ui', { account });
  const tv = useValidationMessage();
  const schema = useMemo(() => createEditProfileSchema(), []);
  const {
    control,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = useForm<EditProfileFields>({
    // The form holds raw input; the schema checks it (and capitalises the gender).
    resolver: keyedResolver(yupResolver(schema)) as unknown as Resolver<EditProfileFields>,
    defaultValues: toFields(profile),
  });
  const saving = busy || isSubmitting;
  const typedEmail = watch('email');
  const emailChanged =
    typedEmail.trim().toLowerCase() !== (profile?.email ?? '').trim().toLowerCase() &&
    typedEmail.trim() !== '';

  const [licences, setLicences] = useState<LicenceItem[]>(() =>
    (profile?.driverLicenseImage ?? []).map((path) => ({
      key: `existing:${path}`,
      kind: 'existing',
      path,
      name: fileName(path),
    })),
  );
  const [uploadError, setUploadError] = useState<KeyedMessage | undefined>(undefined);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadErrorId = useId();
  const counter = useRef(0);

  const addFiles = (files: File[]) => {
    let problem: KeyedMessage | undefined;
    const accepted: LicenceItem[] = [];
    for (const file of files) {
      const issue = checkLicenceFile(file, 'profile');
      if (issue) problem = issue;
      else {
        counter.current += 1;
        accepted.push({ key: `new:${counter.current}`, kind: 'new', file, name: file.name });
      }
    }
    setUploadError(problem);
    if (accepted.length > 0) setLicences((list) => [...list, ...accepted]);
  };

  const submit = handleSubmit(async (fields) => {
    // The schema does not know the password: it is checked here, only when the e-mail changed.
    const currentPassword = (fields as { currentPassword?: string }).currentPassword ?? '';
    if (emailChanged && currentPassword === '') {
      setError('currentPassword', serverFieldError(keyedMessages.currentPasswordRequired), {
        shouldFocus: true,
      });
      return;
    }
    const values: EditProfileFormSubmitValues = { keepLicenseImages: [] };
    if (emailChanged) values.currentPassword = currentPassword;
    const record = values as Record<string, unknown>;
    for (const name of TEXT_FIELDS) {
      const value = (fields as Record<string, unknown>)[name];
      if (typeof value === 'string' && value.trim() !== '') record[name] = value.trim();
    }
    values.keepLicenseImages = licences.flatMap((item) =>
      item.kind === 'existing' ? [item.path] : [],
    );
    const files = licences.flatMap((item) => (item.kind === 'new' ? [item.file] : []));
    await onSubmit(values, files);
  });

  const pendingEmail = profile?.pendingEmail ?? null;
  return (
    <Stack spacing={3}>
      {pendingEmail !== null && onConfirmEmail !== undefined ? (
        <ConfirmSection aria-labelledby={`${uploadErrorId}-confirm`}>
          <Typography component="h2" variant="h6" id={`${uploadErrorId}-confirm`}>
            {t('account.editProfile.confirmEmailTitle')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {t('account.editProfile.confirmEmailText', {
              email: pendingEmail,
              current: profile?.email ?? '',
            })}
          </Typography>
          <OtpForm
            onSubmit={onConfirmEmail}
            onResend={onResendEmailCode ?? (() => false)}
            resendDisabled={onResendEmailCode === undefined}
            busy={confirmBusy}
            autoFocus={false}
          />
        </ConfirmSection>
      ) : null}
      <FormRoot
        noValidate
        aria-label={t('account.editProfile.formLabel')}
        onSubmit={(event) => void submit(event)}
      >
        <Stack spacing={3}>
          <Section>
            <legend>{t('account.editProfile.basicInformation')}</legend>
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
            <DateOfBirthField control={control} name="dob" />
            <GenderField control={control} name="gender" values={GENDER_VALUES} />
            <FormTextField
              control={control}
              name="phoneNumber"
              label={t('common.fields.phoneNumber')}
              autoComplete="tel-national"
              sanitize={(value) => value.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <FormTextField
              control={control}
              name="email"
              label={t('common.fields.email')}
              type="email"
              autoComplete="email"
            />
            {emailChanged ? (
              <PasswordField
                control={control}
                name="currentPassword"
                label={t('common.fields.currentPassword')}
                autoComplete="current-password"
                helperText={t('account.editProfile.passwordForEmail')}
              />
            ) : null}
            <FormTextField
              control={control}
              name="driverLicence"
              label={t('account.editProfile.driverLicenceNumber')}
            />
            <Box>
              <Button
                variant="outlined"
                startIcon={<CloudUpload />}
                onClick={() => fileInput.current?.click()}
                aria-describedby={uploadError ? uploadErrorId : undefined}
              >
                {t('account.editProfile.upload')}
              </Button>
              <VisuallyHiddenInput
                ref={fileInput}
                type="file"
                multiple
                accept={LICENCE_ACCEPT}
                tabIndex={-1}
                aria-hidden="true"
                onChange={(event) => {
                  const files = Array.from(event.target.files ?? []);
                  event.target.value = '';
                  addFiles(files);
                }}
              />
              {uploadError ? (
                <FormHelperText id={uploadErrorId} error role="alert">
                  {tv(uploadError)}
                </FormHelperText>
              ) : null}
            </Box>
            {licences.length > 0 ? (
              <Full>
                <Typography
                  variant="body2"
                  sx={{ color: 'text.secondary' }}
                  id={`${uploadErrorId}-list`}
                >
                  {t('account.editProfile.licenceFiles')}
                </Typography>
                <List dense aria-labelledby={`${uploadErrorId}-list`}>
                  {licences.map((item) => (
                    <ListItem
                      key={item.key}
                      secondaryAction={
                        <IconButton
                          edge="end"
                          aria-label={t('common.actions.remove', { name: item.name })}
                          onClick={() =>
                            setLicences((list) => list.filter((other) => other.key !== item.key))
                          }
                        >
                          <DeleteOutlined />
                        </IconButton>
                      }
                    >
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        <InsertDriveFileOutlined />
                      </ListItemIcon>
                      <ListItemText
                        primary={item.name}
                        secondary={t(
                          item.kind === 'new'
                            ? 'account.editProfile.newFile'
                            : 'account.editProfile.uploadedFile',
                        )}
                        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                      />
                    </ListItem>
                  ))}
                </List>
              </Full>
            ) : null}
          </Section>

          <Section>
            <legend>{t('account.editProfile.location')}</legend>
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

          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={saving}
              sx={{ minWidth: 140 }}
            >
              {t(saving ? 'account.editProfile.saving' : 'account.editProfile.save')}
            </Button>
          </Box>
        </Stack>
      </FormRoot>
    </Stack>
  );
}
