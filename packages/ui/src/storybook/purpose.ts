/**
 * The opening of every component's docs page: what the component is for, when to use it and when
 * not, and the written pages it draws on. Each stories file's meta gives it as
 * `parameters.docs.description.component` (Storybook shows it under the title of the Docs tab);
 * `docs/purpose.test.ts` fails when a stories file has none.
 */

/** The written pages of the Storybook a component can point to. */
const PAGES = {
  colours: ['Colours', 'foundations-colours'],
  typography: ['Typography', 'foundations-typography'],
  spacing: ['Spacing and radii', 'foundations-spacing-and-radii'],
  elevation: ['Elevation', 'foundations-elevation'],
  breakpoints: ['Breakpoints and motion', 'foundations-breakpoints-and-motion'],
  theming: ['Theming', 'theming'],
  content: ['Content', 'content'],
  accessibility: ['Accessibility', 'accessibility'],
  partners: ['For partners', 'for-partners'],
} as const;

export type DocsPage = keyof typeof PAGES;

export type Purpose = {
  /** What it is, in a sentence or two. */
  what: string;
  /** When to use it. */
  use: string;
  /** When not to use it, and what to use instead. */
  avoid: string;
  /** The written pages it draws on (foundations, content, accessibility...). */
  pages: readonly DocsPage[];
};

/** The heading lines the test looks for. */
export const WHEN_TO_USE = '**When to use:**';
export const WHEN_NOT_TO_USE = '**When not to use:**';

/** The docs page's opening, as Markdown. */
export function purpose({ what, use, avoid, pages }: Purpose): string {
  const links = pages
    .map((page) => {
      const [label, id] = PAGES[page];
      return `[${label}](?path=/docs/${id}--docs)`;
    })
    .join(' · ');
  return [what, `${WHEN_TO_USE} ${use}`, `${WHEN_NOT_TO_USE} ${avoid}`, `See also: ${links}`].join(
    '\n\n',
  );
}
