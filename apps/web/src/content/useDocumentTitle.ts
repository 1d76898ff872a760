import { useEffect } from 'react';

/** The tab's title while the page is shown: `<title> · MarketDrop` (or just `title` when it names MarketDrop). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title.includes('MarketDrop') ? title : `${title} · MarketDrop`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
