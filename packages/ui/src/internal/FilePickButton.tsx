import { useRef, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { VisuallyHiddenInput } from './VisuallyHiddenInput';

export type FilePickButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  children: ReactNode;
  /** The file types offered by the browser's picker (`accept`). */
  accept: string;
  multiple?: boolean;
  /** The chosen files (the input is emptied after, so the same file can be chosen again). */
  onFiles: (files: File[]) => void;
  /** `name` of the hidden input (tests find it by it). */
  inputName: string;
};

/**
 * A button that opens the browser's file picker. The file input itself is hidden and out of the
 * tab order (as in the profile form): the button is what users and screen readers reach.
 */
export function FilePickButton({
  accept,
  multiple = false,
  onFiles,
  inputName,
  children,
  ...button
}: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <VisuallyHiddenInput
        ref={input}
        type="file"
        name={inputName}
        accept={accept}
        multiple={multiple}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
