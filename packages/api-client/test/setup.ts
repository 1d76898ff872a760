// The React hook tests (jsdom) wait for answers of a real server: on a busy machine one answer can
// take longer than Testing Library's default 1 s, so `waitFor`/`findBy` wait up to 10 s (a wait
// still ends as soon as its condition holds).
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
