import type { HTMLAttributes } from 'react';
import { styled } from '@mui/material/styles';

const Hidden = styled('span', { name: 'MdVisuallyHidden', slot: 'Root' })({
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  width: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
});

/** Text for assistive technology only (screen readers read it; it takes no room on screen). */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <Hidden {...props} />;
}
