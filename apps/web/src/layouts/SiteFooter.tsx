import { Suspense, lazy, useEffect, useRef, useState } from 'react';

const SiteFooterContent = lazy(() => import('./SiteFooterContent'));

/** How far below the screen the footer starts loading, so it is there before it is scrolled to. */
const APPROACH_MARGIN = '800px 0px';
/** The longest wait for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * The site footer, loaded when it comes near the screen or, at the latest, once the page has loaded
 * and the browser is idle. It sits below every page's content: its code (links, social icons) is
 * not needed to show the first screen, so it is not part of a page's first load (decision 008).
 * Nothing above it moves when it appears.
 */
export function SiteFooter() {
  const [shown, setShown] = useState(false);
  const marker = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    const stops: (() => void)[] = [];

    const element = marker.current;
    if (element && typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) show();
        },
        { rootMargin: APPROACH_MARGIN },
      );
      observer.observe(element);
      stops.push(() => observer.disconnect());
    }

    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
        stops.push(() => window.cancelIdleCallback(id));
      } else {
        const id = window.setTimeout(show, IDLE_TIMEOUT_MS);
        stops.push(() => window.clearTimeout(id));
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else {
      window.addEventListener('load', whenIdle, { once: true });
      stops.push(() => window.removeEventListener('load', whenIdle));
    }
    return () => stops.forEach((stop) => stop());
  }, [shown]);

  return shown ? (
    <Suspense fallback={null}>
      <SiteFooterContent />
    </Suspense>
  ) : (
    <div ref={marker} aria-hidden="true" />
  );
}
