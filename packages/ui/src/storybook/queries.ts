import { within } from 'storybook/test';

/**
 * The value a description list shows for a term (`<dt>term</dt><dd>value</dd>`), for play
 * functions: `expect(valueOf(canvasElement, 'Total')).toBe('$4,123.37')`. The first such term
 * when there are several; fails the story when there is none.
 */
export const valueOf = (root: HTMLElement, term: string): string | null =>
  within(root).getAllByText(term, { selector: 'dt' })[0]?.nextElementSibling?.textContent ?? null;
