import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import AppleIcon from '@mui/icons-material/Apple';
import GoogleIcon from '@mui/icons-material/Google';
import { useTranslation } from '../i18n/useTranslation';
import { auth } from '../i18n/en/auth';

/** A sign-in provider of "Continue with ..." (the contract's `SocialProvider`). */
export type SocialProvider = 'google' | 'apple';

export type SocialSignInButtonsProps = {
  /** The providers configured on the server, in display order; none renders nothing. */
  providers: readonly SocialProvider[];
  /** Called with the chosen provider. */
  onSelect: (provider: SocialProvider) => void;
  /** The provider whose sign-in is starting: its button shows busy and every button is disabled. */
  busyProvider?: SocialProvider | null;
};

const Root = styled(Stack, { name: 'MdSocialSignInButtons', slot: 'Root' })({ width: '100%' });

const ICONS = { google: <GoogleIcon />, apple: <AppleIcon /> } as const;

/** "Continue with Google" / "Continue with Apple" under the Sign In and Sign Up forms. */
export function SocialSignInButtons({
  providers,
  onSelect,
  busyProvider = null,
}: SocialSignInButtonsProps) {
  const { t } = useTranslation('ui', { auth });
  if (providers.length === 0) return null;
  return (
    <Root role="group" aria-label={t('auth.social.groupLabel')} spacing={1.5}>
      <Divider>{t('auth.social.or')}</Divider>
      {providers.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="outlined"
          size="large"
          fullWidth
          startIcon={ICONS[provider]}
          loading={busyProvider === provider}
          disabled={busyProvider !== null}
          onClick={() => onSelect(provider)}
        >
          {t(`auth.social.${provider}`)}
        </Button>
      ))}
    </Root>
  );
}
