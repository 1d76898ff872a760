/**
 * A dealer's page embedding MarketDrop: the live listing, and an auction's detail when one is
 * opened (`?auction=<id>`), without leaving the dealer's site. The API address comes from the
 * `marketdrop-api` meta tag, or `?api=` (used by the end-to-end test).
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AuctionDetailWidget, MarketDropProvider, VehicleListing } from '@marketdrop/ui';

const query = new URLSearchParams(window.location.search);
const apiBaseUrl =
  query.get('api') ??
  document.querySelector<HTMLMetaElement>('meta[name="marketdrop-api"]')?.content ??
  'http://localhost:3000';
const language = query.get('lang') === 'fr' ? 'fr' : 'en';

/** This page's address with `auction` set (or removed), keeping the other parameters. */
function pageUrl(auctionId: string | null): string {
  const params = new URLSearchParams(window.location.search);
  if (auctionId) params.set('auction', auctionId);
  else params.delete('auction');
  const search = params.toString();
  return `${window.location.pathname}${search ? `?${search}` : ''}`;
}

/** The listing's links: this page with `auction={id}` (the widget fills in the id). */
function auctionLinkBase(): string {
  const base = pageUrl(null);
  return `${base}${base.includes('?') ? '&' : '?'}auction={id}`;
}

function DealerInventory() {
  const [auctionId, setAuctionId] = useState(() => query.get('auction'));

  useEffect(() => {
    const onPopState = () =>
      setAuctionId(new URLSearchParams(window.location.search).get('auction'));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const open = (id: string | null) => {
    window.history.pushState(null, '', pageUrl(id));
    setAuctionId(id);
    window.scrollTo({ top: 0 });
  };

  return (
    <MarketDropProvider apiBaseUrl={apiBaseUrl} language={language}>
      {auctionId ? (
        <>
          <p>
            <a
              href={pageUrl(null)}
              onClick={(event) => {
                event.preventDefault();
                open(null);
              }}
            >
              ← Back to our inventory
            </a>
          </p>
          <AuctionDetailWidget auctionId={auctionId} />
        </>
      ) : (
        <VehicleListing linkBase={auctionLinkBase()} onOpenAuction={(id) => open(id)} />
      )}
    </MarketDropProvider>
  );
}

const container = document.getElementById('marketdrop');
if (!container) throw new Error('The page has no #marketdrop element');
createRoot(container).render(
  <StrictMode>
    <DealerInventory />
  </StrictMode>,
);
