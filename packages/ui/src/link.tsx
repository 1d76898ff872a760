import type { AnchorHTMLAttributes, ElementType, Ref } from 'react';

/**
 * The props a `LinkComponent` receives. `href` and `to` hold the same in-app path, so both a plain
 * `'a'` (reads `href`) and react-router's `Link` (reads `to`) work as they are:
 *
 * ```tsx
 * import { Link } from 'react-router-dom';
 * <Header LinkComponent={Link} ... />
 * ```
 *
 * A string element such as `'a'` gets `href` only (no stray `to` attribute in the DOM).
 */
export type LinkComponentProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The target path, e.g. `/forgot-password`. */
  href: string;
  /** The same path, for router links that read `to`. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** What renders the links of a component: `'a'` (the default) or a router link component. */
export type LinkComponent = ElementType<LinkComponentProps>;

/**
 * Props that make an MUI `Link`, `Button`, `MenuItem` or `ListItemButton` render through
 * `LinkComponent` to `href`. (Typed as an anchor so MUI's `component` prop stays simple.)
 */
export function linkProps(
  LinkComponent: LinkComponent,
  href: string,
): { component: 'a'; href: string } {
  const props: Record<string, unknown> =
    typeof LinkComponent === 'string'
      ? { component: LinkComponent, href }
      : { component: LinkComponent, href, to: href };
  return props as { component: 'a'; href: string };
}
