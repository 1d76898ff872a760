import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useTranslation } from '../i18n/useTranslation';
import { formatDate } from '../i18n/format';
import type { MarketDropLanguage } from '../i18n/languages';
import { useMarketDropLanguage } from '../i18n/useFormatters';
import { UserAvatar } from '../internal/UserAvatar';
import { linkProps, type LinkComponent } from '../link';
import { paths } from '@marketdrop/api-client';
import { account } from '../i18n/en/account';

/** The profile fields the view shows (the server's `Profile` fits as is). */
export type ProfileViewData = {
  firstName?: string | null;
  lastName?: string | null;
  /** Used when first and last names are missing. */
  name?: string | null;
  email?: string | null;
  countryCode?: string | null;
  phoneNumber?: string | null;
  /** `YYYY-MM-DD`. */
  dob?: string | null;
  gender?: string | null;
  address?: string | null;
  city?: string | null;
  province?: string | null;
  country?: string | null;
  postalCode?: string | null;
};

export type ProfileViewProps = {
  profile: ProfileViewData;
  /** Full address of the avatar (API host + `userImage`); the default image shows otherwise. */
  avatarSrc?: string | null;
  /** Where "Edit Profile" goes. Default `/edit-profile`. */
  editProfileHref?: string;
  /** Renders the link; pass react-router's `Link` in the web app. Default `'a'`. */
  LinkComponent?: LinkComponent;
};

const BLANK = '-';

const ViewRoot = styled(Box, { name: 'MdProfileView', slot: 'Root' })(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  padding: theme.spacing(3),
}));

const Heading = styled(Box, { name: 'MdProfileView', slot: 'Heading' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: theme.spacing(2),
  paddingBottom: theme.spacing(3),
  marginBottom: theme.spacing(1),
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

const Rows = styled('dl', { name: 'MdProfileView', slot: 'Rows' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr',
  margin: 0,
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
}));

const Row = styled('div', { name: 'MdProfileView', slot: 'Row' })(({ theme }) => ({
  padding: theme.spacing(1.5, 0),
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& dt': { color: theme.palette.text.secondary, fontSize: '0.875rem' },
  '& dd': { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' },
}));

function text(value: string | null | undefined): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : BLANK;
}

/** `January 5, 1990` / `5 janvier 1990`. */
function formatDob(dob: string | null | undefined, language: MarketDropLanguage): string {
  if (!dob?.trim()) return BLANK;
  return formatDate(dob.trim().slice(0, 10), language, 'long') || BLANK;
}

const GENDER_KEYS = {
  male: 'common.fields.genders.male',
  female: 'common.fields.genders.female',
  other: 'common.fields.genders.other',
} as const;

const isGenderKey = (value: string): value is keyof typeof GENDER_KEYS =>
  Object.prototype.hasOwnProperty.call(GENDER_KEYS, value);

function formatPhone(profile: ProfileViewData): string {
  const phone = profile.phoneNumber?.trim();
  if (!phone) return BLANK;
  const code = profile.countryCode?.trim();
  return code ? `${code} ${phone}` : phone;
}

/** Returns the name to show: first + last name, else `name`. */
export function profileDisplayName(profile: ProfileViewData): string {
  const joined = [profile.firstName, profile.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return joined || profile.name?.trim() || BLANK;
}

/** My Profile: avatar, name, e-mail, the profile rows (a dash for blanks) and "Edit Profile". */
export function ProfileView({
  profile,
  avatarSrc,
  editProfileHref = paths.editProfile,
  LinkComponent = 'a',
}: ProfileViewProps) {
  const { t } = useTranslation('ui', { account });
  const language = useMarketDropLanguage();
  const name = profileDisplayName(profile);
  const gender = profile.gender?.trim().toLowerCase() ?? '';
  const rows: Array<[string, string]> = [
    [t('common.fields.phoneNumber'), formatPhone(profile)],
    [t('common.fields.dateOfBirth'), formatDob(profile.dob, language)],
    [
      t('common.fields.gender'),
      isGenderKey(gender) ? t(GENDER_KEYS[gender]) : text(profile.gender),
    ],
    [t('common.fields.address'), text(profile.address)],
    [t('common.fields.city'), text(profile.city)],
    [t('common.fields.province'), text(profile.province)],
    [t('common.fields.country'), text(profile.country)],
    [t('common.fields.postalCode'), text(profile.postalCode)],
  ];
  return (
    <ViewRoot>
      <Heading>
        <UserAvatar src={avatarSrc} alt={name} sx={{ width: 72, height: 72 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2">
            {name}
          </Typography>
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {text(profile.email)}
          </Typography>
        </Box>
        <Button variant="contained" {...linkProps(LinkComponent, editProfileHref)}>
          {t('account.profile.editProfile')}
        </Button>
      </Heading>
      <Rows>
        {rows.map(([label, value]) => (
          <Row key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Row>
        ))}
      </Rows>
    </ViewRoot>
  );
}
