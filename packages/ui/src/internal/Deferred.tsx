import { Suspense, useState, type ReactNode } from 'react';

export type DeferredProps = {
  /** Render the children from the first time this is true on. */
  when: boolean;
  /** Usually lazy components (React.lazy) whose code loads on first use. */
  children: ReactNode;
};

/**
 * Renders its children only from the first time `when` is true, then keeps them mounted (so a
 * dialog's or menu's closing transition still runs). Used for the parts of a component that show
 * after a click, so their code is not part of a page's first load.
 */
export function Deferred({ when, children }: DeferredProps) {
  const [used, setUsed] = useState(when);
  // Remembering that `when` was true once: a state update during render, as React documents for
  // information from earlier renders.
  if (when && !used) setUsed(true);
  return used || when ? <Suspense fallback={null}>{children}</Suspense> : null;
}
