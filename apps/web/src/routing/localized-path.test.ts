import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import {
  FRENCH_PREFIX,
  languageOfPath,
  localizedPath,
  unlocalizedPath,
} from '@marketdrop/api-client';
import { routes } from './routes';

describe('localizedPath: the address of a page in a language', () => {
  it('puts the French pages under /fr and the English ones at their own address, query and fragment kept', () => {
    expect(localizedPath('/listing?sort=highToLow&make=m1', 'fr')).toBe(
      '/fr/listing?sort=highToLow&make=m1',
    );
    expect(localizedPath('/fr/listing?sort=highToLow', 'en')).toBe('/listing?sort=highToLow');
    expect(localizedPath('/detail/a%2Fb', 'fr')).toBe('/fr/detail/a%2Fb');
    expect(localizedPath('/faq#bids', 'fr')).toBe('/fr/faq#bids');
    expect(localizedPath('/', 'fr')).toBe('/fr');
    expect(localizedPath('/?x=1', 'fr')).toBe('/fr?x=1');
    expect(localizedPath('/fr', 'en')).toBe('/');
    expect(localizedPath('/fr?x=1', 'en')).toBe('/?x=1');
  });

  it('is idempotent and reversible', () => {
    for (const path of ['/listing?x=1', '/detail/1', '/', '/about#a']) {
      const french = localizedPath(path, 'fr');
      expect(localizedPath(french, 'fr')).toBe(french);
      expect(localizedPath(french, 'en')).toBe(path);
      expect(unlocalizedPath(french)).toBe(path);
      expect(languageOfPath(french)).toBe('fr');
      expect(languageOfPath(path)).toBe('en');
    }
    // Only the `/fr` segment is the prefix.
    expect(languageOfPath('/french-cars')).toBe('en');
    expect(localizedPath('/french-cars', 'en')).toBe('/french-cars');
  });

  it('gives addresses the one route table answers under its French base', () => {
    const pageOf = (path: string, basename?: string) =>
      matchRoutes(routes, path, basename)?.at(-1)?.route.path;
    for (const path of ['/listing', '/detail/abc', '/about', '/nope']) {
      expect(pageOf(localizedPath(path, 'fr'), FRENCH_PREFIX), path).toBe(pageOf(path));
    }
    expect(pageOf('/fr/listing')).toBe('*');
  });
});
