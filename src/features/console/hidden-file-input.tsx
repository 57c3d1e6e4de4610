import type { Ref } from 'react';

/** A file input a button opens: it hands over the chosen file and forgets it, so the same file can be chosen again. */
export function HiddenFileInput({
  inputRef,
  accept,
  onFile,
  testId,
}: {
  inputRef: Ref<HTMLInputElement>;
  accept: string;
  onFile: (file: File) => void;
  testId: string;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      hidden
      accept={accept}
      data-testid={testId}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
