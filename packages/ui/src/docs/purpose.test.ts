/// <reference types="vite/client" />
/**
 * Every component's docs page opens with what the component is for, when to use it and when not:
 * each stories file's meta has `parameters.docs.description.component` made by `purpose(...)`.
 * A new stories file without one fails here.
 */
import { describe, expect, it } from 'vitest';
import { WHEN_NOT_TO_USE, WHEN_TO_USE } from '../storybook/purpose';

type StoriesModule = {
  default: {
    title?: string;
    parameters?: { docs?: { description?: { component?: unknown } } };
  };
};

const files = import.meta.glob<StoriesModule>('../**/*.stories.tsx', { eager: true });

describe('every component page opens with its purpose', () => {
  it('finds the stories files', () => {
    expect(Object.keys(files).length).toBeGreaterThan(60);
  });

  it.each(Object.keys(files).sort())('%s', (path) => {
    const description = files[path]!.default.parameters?.docs?.description?.component;
    expect(typeof description, `${path}: parameters.docs.description.component`).toBe('string');
    const text = description as string;
    const [what] = text.split('\n\n');
    expect(what?.length ?? 0, 'a sentence on what it is').toBeGreaterThan(30);
    expect(text).toContain(WHEN_TO_USE);
    expect(text).toContain(WHEN_NOT_TO_USE);
    const use = text.slice(text.indexOf(WHEN_TO_USE) + WHEN_TO_USE.length).split('\n\n')[0]!;
    const avoid = text
      .slice(text.indexOf(WHEN_NOT_TO_USE) + WHEN_NOT_TO_USE.length)
      .split('\n\n')[0]!;
    expect(use.trim().length).toBeGreaterThan(10);
    expect(avoid.trim().length).toBeGreaterThan(10);
    expect(text).toMatch(/\?path=\/docs\/[a-z-]+--docs/);
  });
});
