import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { sitePagePatterns } from '@marketdrop/api-client';
import { routes } from './routes';

/** Every path the route table answers, parents' paths joined to their children's. */
function pathsOf(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const own =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent}/${route.path}`;
    const children = route.children === undefined ? [] : pathsOf(route.children, own);
    return route.path === undefined ? children : [own, ...children];
  });
}

describe('the route table', () => {
  it('is the list of pages the server knows (sitePagePatterns), so other addresses answer 404', () => {
    const all = pathsOf(routes);
    // The last route catches any other address (the Not found page).
    expect(all).toContain('/*');
    expect(new Set(all.filter((path) => path !== '/*'))).toEqual(new Set(sitePagePatterns));
  });
});
