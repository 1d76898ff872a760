import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FactCheck from '@mui/icons-material/FactCheck';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { useTranslation } from '../i18n/useTranslation';
import { LandingCard, LandingSection } from '../internal/LandingSection';
import { publicTexts } from '../i18n/en/public';

const ITEMS: readonly { key: 'item1' | 'item2' | 'item3'; icon: ReactNode }[] = [
  { key: 'item1', icon: <VerifiedUser /> },
  { key: 'item2', icon: <FactCheck /> },
  { key: 'item3', icon: <ReceiptLong /> },
];

/** "Trust & Transparency" in 3 items: why a visitor can trust the market. For the landing page. */
export function TrustTransparency() {
  const { t } = useTranslation('ui', { public: publicTexts });
  return (
    <LandingSection name="trust" title={t('public.landing.trust.title')}>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {ITEMS.map((item) => (
          <LandingCard
            key={item.key}
            component="li"
            badge={item.icon}
            title={t(`public.landing.trust.${item.key}.title`)}
            body={t(`public.landing.trust.${item.key}.body`)}
          />
        ))}
      </Box>
    </LandingSection>
  );
}
