import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import EventRepeat from '@mui/icons-material/EventRepeat';
import Gavel from '@mui/icons-material/Gavel';
import MoneyOff from '@mui/icons-material/MoneyOff';
import TaskAlt from '@mui/icons-material/TaskAlt';
import TrendingDown from '@mui/icons-material/TrendingDown';
import { useTranslation } from '../i18n/useTranslation';
import { LandingCard, LandingSection } from '../internal/LandingSection';
import { publicTexts } from '../i18n/en/public';

const POINTS: readonly {
  key: 'point1' | 'point2' | 'point3' | 'point4' | 'point5';
  icon: ReactNode;
}[] = [
  { key: 'point1', icon: <TrendingDown /> },
  { key: 'point2', icon: <TaskAlt /> },
  { key: 'point3', icon: <MoneyOff /> },
  { key: 'point4', icon: <Gavel /> },
  { key: 'point5', icon: <EventRepeat /> },
];

/** "Why Buyers Win" in 5 points: what a buyer gains on MarketDrop. For the landing page. */
export function WhyBuyersWin() {
  const { t } = useTranslation('ui', { public: publicTexts });
  return (
    <LandingSection
      name="why-buyers-win"
      tone="paper"
      title={t('public.landing.whyBuyersWin.title')}
    >
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {POINTS.map((point) => (
          <LandingCard
            key={point.key}
            component="li"
            badge={point.icon}
            title={t(`public.landing.whyBuyersWin.${point.key}.title`)}
            body={t(`public.landing.whyBuyersWin.${point.key}.body`)}
          />
        ))}
      </Box>
    </LandingSection>
  );
}
