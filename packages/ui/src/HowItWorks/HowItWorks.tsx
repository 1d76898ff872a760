import Box from '@mui/material/Box';
import { useTranslation } from '../i18n/useTranslation';
import { LandingCard, LandingSection } from '../internal/LandingSection';
import { publicTexts } from '../i18n/en/public';

const STEPS = ['step1', 'step2', 'step3'] as const;

/**
 * "How It Works" in 3 numbered steps: explains to a first-time visitor how buying works. For the
 * landing page.
 */
export function HowItWorks() {
  const { t } = useTranslation('ui', { public: publicTexts });
  return (
    <LandingSection name="how-it-works" title={t('public.landing.howItWorks.title')}>
      <Box
        component="ol"
        sx={{
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {STEPS.map((step, index) => (
          <LandingCard
            key={step}
            component="li"
            badge={index + 1}
            title={t(`public.landing.howItWorks.${step}.title`)}
            body={t(`public.landing.howItWorks.${step}.body`)}
          />
        ))}
      </Box>
    </LandingSection>
  );
}
