import type { ComponentProps } from 'react';
import { styled } from '@mui/material/styles';

const HiddenInput = styled('input', { name: 'MdFileInput', slot: 'Root' })({
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  width: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  bottom: 0,
  left: 0,
});

/** A file input kept out of sight and out of the tab order; a visible button opens it. */
export function VisuallyHiddenInput(props: ComponentProps<'input'>) {
  return <HiddenInput {...props} />;
}
