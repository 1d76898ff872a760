import Chip from '@mui/material/Chip';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TrendingDown from '@mui/icons-material/TrendingDown';
import { useTranslation } from '../i18n/useTranslation';
import { catalogue } from '../i18n/en/catalogue';
import type { BidStanding } from './standing';

/** The viewer's standing a chip shows: a bidder's, or the seller's own listing. */
export type ChipStanding = BidStanding | 'yours';

// Dark text on a light tint (above 7:1): the word says it, not the colour alone.
const TONES = {
  leading: { bgcolor: '#E3F4E8', color: '#0B5A2A' },
  outbid: { bgcolor: '#FDE7E7', color: '#8A1414' },
  yours: { bgcolor: '#E6EEF9', color: '#123D7A' },
} as const;

const ICONS = {
  leading: EmojiEventsOutlined,
  outbid: TrendingDown,
  yours: StorefrontOutlined,
} as const;

const LABELS = {
  leading: 'catalogue.standing.leading',
  outbid: 'catalogue.standing.outbid',
  yours: 'catalogue.standing.yourListing',
} as const;

/** "You're winning", "Outbid" or "Your listing", as a small chip (a card's, the detail's). */
export function StandingChip({ standing }: { standing: ChipStanding }) {
  const { t } = useTranslation('ui', { catalogue });
  const Icon = ICONS[standing];
  return (
    <Chip
      size="small"
      data-testid="standing"
      data-standing={standing}
      icon={<Icon aria-hidden="true" />}
      label={t(LABELS[standing])}
      sx={{
        ...TONES[standing],
        alignSelf: 'flex-start',
        fontWeight: 700,
        '& .MuiChip-icon': { color: 'inherit' },
      }}
    />
  );
}
