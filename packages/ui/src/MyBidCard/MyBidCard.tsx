import { memo, useId } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import AccessTime from '@mui/icons-material/AccessTime';
import { detailPath, orderPath, type LiveAuctionState, type MyBid } from '@marketdrop/api-client';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { catalogue } from '../i18n/en/catalogue';
import { orders } from '../i18n/en/orders';
import { auctionTypeTone, vehicleTitle } from '../internal/catalogue';
import { resolveImageUrl, useImageBaseUrl } from '../internal/imageUrl';
import { OrderStatusChip } from '../internal/orders';
import { vehicleSketch } from '../internal/placeholderImage';
import { formatClock, useSecondsLeft, type DurationUnits } from '../internal/timeLeft';
import { useAuctionTypeLabel, useSaleLabels } from '../internal/useAuctionTypeLabel';
import { linkProps, type LinkComponent } from '../link';

/** What a card may take of the auction's live state (live events, the page's own calls). */
export type MyBidCardLive = Pick<LiveAuctionState, 'currentPrice' | 'bidCount' | 'endsAt'> &
  Partial<Pick<LiveAuctionState, 'status' | 'highestBid' | 'isLeader' | 'seq' | 'paused'>>;

export type MyBidCardProps = {
  /** One auction of My Bids with the viewer's part in it (`myBids`' `bids[i]`). */
  bid: MyBid;
  /** The auction's newest live state; it wins over `bid.auction`'s price, bids, end and status. */
  live?: MyBidCardLive | null;
  /**
   * A won sale whose order waits for Delivery Details or payment: "Complete your purchase" was
   * clicked (the page opens Congratulations). Without it the card links to the order instead.
   */
  onContinue?: (bid: MyBid) => void;
  /** Prefix of the image paths (default: the nearest `ImageBaseUrlProvider`'s). */
  imageBaseUrl?: string;
  /** Renders the links (react-router's `Link` in the web app). Default `'a'`. */
  LinkComponent?: LinkComponent;
  /** Heading level of the title. Default 3. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * Whether the viewer leads now. A live event is public (it carries no `isLeader`): the viewer who
 * led keeps the lead while the highest bid stays within their maximum (the proxy bids for them,
 * docs/product.md §4.3); a higher one means they were outbid. One who was outbid only leads again
 * by bidding, which the next answer tells.
 */
export function leadsNow(bid: MyBid, live?: MyBidCardLive | null): boolean {
  if (live?.isLeader !== undefined) return live.isLeader;
  if (!bid.isLeader) return false;
  const highest = live?.highestBid ?? null;
  const ceiling = bid.yourMaxBid ?? bid.yourBid;
  return highest === null || ceiling === null || highest <= ceiling;
}

const Root = styled(Card, { name: 'MdMyBidCard', slot: 'Root' })(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '220px 1fr' },
})) as typeof Card;

const Picture = styled('img', { name: 'MdMyBidCard', slot: 'Picture' })(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: 160,
  objectFit: 'cover',
  backgroundColor: theme.palette.grey[200],
  [theme.breakpoints.up('sm')]: { height: '100%', minHeight: 170 },
}));

const Body = styled('div', { name: 'MdMyBidCard', slot: 'Body' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.25),
  padding: theme.spacing(2),
  minWidth: 0,
}));

const TopRow = styled('div', { name: 'MdMyBidCard', slot: 'TopRow' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1),
}));

const Badge = styled('span', {
  name: 'MdMyBidCard',
  slot: 'Badge',
  shouldForwardProp: (prop) => prop !== 'tone',
})<{ tone: ReturnType<typeof auctionTypeTone> }>(({ theme, tone }) => ({
  padding: theme.spacing(0.25, 1),
  borderRadius: 6,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.6,
  color: '#FFFFFF',
  backgroundColor: theme.palette[tone].main,
}));

/** A pill that says where the viewer stands: leading / won (green), outbid (amber), not won (grey). */
const Standing = styled('span', {
  name: 'MdMyBidCard',
  slot: 'Standing',
  shouldForwardProp: (prop) => prop !== 'tone',
})<{ tone: 'good' | 'warn' | 'neutral' }>(({ tone }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '2px 10px',
  borderRadius: 999,
  fontSize: '0.8125rem',
  fontWeight: 700,
  lineHeight: 1.6,
  ...(tone === 'good'
    ? { color: '#0F5A2A', backgroundColor: '#E1F3E6' }
    : tone === 'warn'
      ? { color: '#7A4100', backgroundColor: '#FFF1DC' }
      : { color: '#344054', backgroundColor: '#EAECF0' }),
}));

const Title = styled(Typography, { name: 'MdMyBidCard', slot: 'Title' })({
  fontSize: '1.05rem',
  fontWeight: 700,
  lineHeight: 1.3,
}) as typeof Typography;

const Facts = styled('dl', { name: 'MdMyBidCard', slot: 'Facts' })(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
  gap: theme.spacing(1, 2),
  '& div': { minWidth: 0 },
  '& dt': { fontSize: '0.75rem', fontWeight: 600, color: theme.palette.text.secondary },
  '& dd': {
    margin: 0,
    fontWeight: 700,
    fontVariantNumeric: 'tabular-nums',
    color: theme.palette.text.primary,
  },
}));

const Actions = styled('div', { name: 'MdMyBidCard', slot: 'Actions' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  marginTop: 'auto',
}));

/** The live time left (`HH:MM:SS`): the only part that changes every second. */
function TimeLeft({ endTime, units }: { endTime: string; units: DurationUnits }) {
  const seconds = useSecondsLeft({ endTime });
  return <>{formatClock(seconds ?? 0, units)}</>;
}

/**
 * One auction of My Bids (docs/product.md §3.8) with the viewer's part in it: the vehicle, the
 * sale type, the live price, the viewer's bid and maximum, whether they lead or were outbid, when
 * it ends and its status. A won one shows its order's status and "Complete your purchase" (while
 * the order waits for Delivery Details or payment) or "View order"; a lost one what it sold for.
 */
export const MyBidCard = memo(function MyBidCard({
  bid,
  live,
  onContinue,
  imageBaseUrl,
  LinkComponent = 'a',
  headingLevel = 3,
}: MyBidCardProps) {
  const titleId = useId();
  const { t } = useTranslation('ui', { orders, catalogue });
  const f = useFormatters();
  const typeLabel = useAuctionTypeLabel();
  const saleLabels = useSaleLabels();
  const baseUrl = useImageBaseUrl(imageBaseUrl);
  const { auction, order } = bid;
  const title = vehicleTitle(auction) ?? auction.vehicleName;
  const cover = auction.vehicle?.vehicleImage?.[0];
  const picture = cover ? resolveImageUrl(baseUrl, cover) : vehicleSketch();

  const status = live?.status ?? auction.status;
  const price = live?.currentPrice ?? auction.currentPrice;
  const bidCount = live?.bidCount ?? auction.totalBids;
  const endsAt = live?.endsAt ?? auction.endsAt ?? auction.schedule.endTime;
  const open = status === 'open' || status === 'scheduled';
  // The seller's sales are paused (its account is suspended): "Paused", its time left stands still.
  const paused = open && (live?.paused ?? auction.paused) === true;
  const won = order !== null;
  const leading = leadsNow(bid, live);
  // How the caller got it, and when: the sale's moment, not its scheduled close.
  const wonHow =
    order === null
      ? null
      : order.source === 'claim'
        ? ({ price: 'orders.bidCard.yourClaim', on: 'orders.bidCard.claimedOn' } as const)
        : order.source === 'buyNow'
          ? ({ price: 'orders.bidCard.buyNowPrice', on: 'orders.bidCard.boughtOn' } as const)
          : ({ price: 'orders.bidCard.winningBid', on: 'orders.bidCard.wonOn' } as const);
  const endedAt = order?.soldAt ?? auction.closedAt ?? endsAt;
  const units: DurationUnits = {
    day: t('catalogue.units.day'),
    hour: t('catalogue.units.hour'),
    minute: t('catalogue.units.minute'),
  };
  const needsCheckout =
    order !== null && order.status === 'pending_payment' && onContinue !== undefined;

  const standing = won
    ? { tone: 'good' as const, text: t('orders.bidCard.won') }
    : open
      ? leading
        ? { tone: 'good' as const, text: t('orders.bidCard.leading') }
        : { tone: 'warn' as const, text: t('orders.bidCard.outbid') }
      : { tone: 'neutral' as const, text: t('orders.bidCard.lost') };

  return (
    <Root
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-auction-id={auction._id}
    >
      <Picture src={picture} alt="" loading="lazy" />
      <Body>
        <TopRow>
          <Badge tone={auctionTypeTone(auction.auctionType)}>
            {typeLabel(auction.auctionType)}
          </Badge>
          <Standing tone={standing.tone} data-testid="standing">
            {standing.text}
          </Standing>
          {order ? <OrderStatusChip status={order.status} /> : null}
          {!won ? (
            <Typography variant="caption" color="text.secondary" data-testid="live-status">
              {t(paused ? 'orders.bidCard.live.paused' : `orders.bidCard.live.${status}`)}
            </Typography>
          ) : null}
        </TopRow>
        <Title component={`h${headingLevel}`} id={titleId}>
          <Link {...linkProps(LinkComponent, detailPath(auction._id))} color="inherit">
            {title}
          </Link>
        </Title>
        <Facts>
          {won ? (
            <div>
              <dt>{t(wonHow?.price ?? 'orders.bidCard.yourBid')}</dt>
              <dd data-testid="won-price">{f.money(order.price)}</dd>
            </div>
          ) : (
            <div>
              <dt>
                {open
                  ? saleLabels(auction.auctionType).priceLabel
                  : status === 'sold'
                    ? t('orders.bidCard.finalPrice')
                    : t('orders.bidCard.highestBid')}
              </dt>
              <dd data-testid="live-price">{f.money(price)}</dd>
            </div>
          )}
          {!won && bid.yourBid !== null ? (
            <div>
              <dt>{t('orders.bidCard.yourBid')}</dt>
              <dd data-testid="your-bid">{f.money(bid.yourBid)}</dd>
            </div>
          ) : null}
          {!won && bid.yourMaxBid !== null ? (
            <div>
              <dt>{t('orders.bidCard.yourMax')}</dt>
              <dd data-testid="your-max">{f.money(bid.yourMaxBid)}</dd>
            </div>
          ) : null}
          {!won ? (
            <div>
              <dt>{t('orders.bidCard.bids')}</dt>
              <dd data-testid="bid-count">{f.number(bidCount)}</dd>
            </div>
          ) : null}
          {open ? (
            <div>
              <dt>{t('orders.bidCard.endsIn')}</dt>
              <dd data-testid="time-left">
                <AccessTime
                  aria-hidden="true"
                  sx={{ fontSize: '1rem', verticalAlign: '-3px', mr: 0.5 }}
                />
                {paused ? (
                  t('orders.bidCard.live.paused')
                ) : (
                  <TimeLeft endTime={endsAt} units={units} />
                )}
              </dd>
            </div>
          ) : (
            <div>
              <dt>{t(wonHow?.on ?? 'orders.bidCard.ended')}</dt>
              <dd data-testid="ended-on">{f.date(endedAt)}</dd>
            </div>
          )}
          {order && order.status === 'pending_payment' ? (
            <div>
              <dt>{t('orders.bidCard.payBy')}</dt>
              <dd data-testid="pay-by">{f.dateTime(order.paymentDeadline)}</dd>
            </div>
          ) : null}
        </Facts>
        {won ? (
          <Actions>
            {needsCheckout ? (
              <Button variant="contained" onClick={() => onContinue(bid)}>
                {t('orders.bidCard.continue')}
              </Button>
            ) : null}
            <Button
              variant={needsCheckout ? 'text' : 'outlined'}
              {...linkProps(LinkComponent, orderPath(order._id))}
            >
              {t('orders.bidCard.viewOrder')}
            </Button>
          </Actions>
        ) : null}
      </Body>
    </Root>
  );
});
