// A button that opens the camera on a tablet (capture="environment") or the files elsewhere (docs/product.md §12.3).
import { Button, type ButtonProps } from '@mantine/core';
import { useRef, type ReactNode } from 'react';

export interface PhotoFileButtonProps extends ButtonProps {
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  children: ReactNode;
  label?: string;
}

export function PhotoFileButton({ multiple = false, onFiles, children, label, ...button }: PhotoFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        multiple={multiple}
        hidden
        aria-label={label}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
