import { useMemo, type MouseEvent } from 'react';
import { paths } from '@marketdrop/api-client';
import type { LinkComponent, LinkComponentProps } from '../../link';
import { useLatest } from './useLatest';

/** The card link's path, `/detail/{id}`, as the catalogue components build it (`detailPath`). */
const DETAIL_PATH = new RegExp(`^${paths.detail}/([^/?#]+)$`);

/** Where a widget's auction links go: `linkBase` + id, or `{id}` in `linkBase` replaced. */
export function auctionHref(linkBase: string, auctionId: string): string {
  const id = encodeURIComponent(auctionId);
  return linkBase.includes('{id}') ? linkBase.split('{id}').join(id) : `${linkBase}${id}`;
}

/** A plain left click, without a modifier that asks for a new tab or window. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The `LinkComponent` a widget gives the catalogue components: their `/detail/{id}` links point at
 * the partner's `linkBase` instead, and a plain click calls `onOpenAuction` (when given) in place
 * of following the link. Other links pass through unchanged.
 */
export function useAuctionLink(
  linkBase: string,
  onOpenAuction: ((auctionId: string) => void) | undefined,
): LinkComponent {
  // The latest callback, so a new function each render does not make a new component (which
  // would remount every card's link).
  const latest = useLatest(onOpenAuction);
  const intercept = onOpenAuction !== undefined;
  return useMemo(() => {
    function AuctionLink({ href, to: _to, onClick, ref, ...rest }: LinkComponentProps) {
      const match = DETAIL_PATH.exec(href);
      const auctionId = match ? decodeURIComponent(match[1] as string) : null;
      return (
        <a
          {...rest}
          ref={ref}
          href={auctionId === null ? href : auctionHref(linkBase, auctionId)}
          onClick={(event) => {
            onClick?.(event);
            const open = latest.current;
            if (event.defaultPrevented || auctionId === null || !intercept || !open) return;
            if (!isPlainClick(event)) return;
            event.preventDefault();
            open(auctionId);
          }}
        />
      );
    }
    return AuctionLink;
  }, [intercept, latest, linkBase]);
}
