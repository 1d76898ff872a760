import type { LinkComponentProps } from '../link';

/**
 * A router-like link for stories: it reads `to` (as react-router's `Link` does) and does not
 * navigate away from the story, so play functions can click links safely.
 */
export function StoryLink({ to, href: _href, onClick, ref, ...rest }: LinkComponentProps) {
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      data-router-link="true"
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}
