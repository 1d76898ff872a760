import { styled } from '@mui/material/styles';
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
  leading: { backgroundColor: '#E3F4E8', color: '#0B5A2A' },
  outbid: { backgroundColor: '#FDE7E7', color: '#8A1414' },
  yours: { backgroundColor: '#E6EEF9', color: '#123D7A' },
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

/**
 * MUI's small filled `Chip` (MUI 9: its root, icon and label styles), drawn without its code (2.7 kB
 * gzip the detail page loaded for this chip alone): the chip shows and does nothing else.
 */
const Root = styled('div', { name: 'MdStandingChip', slot: 'Root' })(({ theme }) => ({
  maxWidth: '100%',
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 24,
  lineHeight: 1.5,
  borderRadius: 16,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  boxSizing: 'border-box',
  alignSelf: 'flex-start',
  fontWeight: 700,
  '& > svg': { fontSize: 18, marginLeft: 4, marginRight: -4, color: 'inherit' },
}));

const Label = styled('span', { name: 'MdStandingChip', slot: 'Label' })({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  paddingLeft: 8,
  paddingRight: 8,
  whiteSpace: 'nowrap',
});

/** "You're winning", "Outbid" or "Your listing", as a small chip (a card's, the detail's). */
export function StandingChip({ standing }: { standing: ChipStanding }) {
  const { t } = useTranslation('ui', { catalogue });
  const Icon = ICONS[standing];
  return (
    <Root data-testid="standing" data-standing={standing} style={TONES[standing]}>
      <Icon aria-hidden="true" />
      <Label>{t(LABELS[standing])}</Label>
    </Root>
  );
}
