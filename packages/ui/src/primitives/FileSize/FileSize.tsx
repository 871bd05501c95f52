import type { HTMLAttributes } from 'react';

export type FileSizeProps = Omit<HTMLAttributes<HTMLDataElement>, 'children'> & {
  /** Size in bytes; kept machine-readable in the value attribute. */
  bytes: number;
} & (
    | {
        /** The app's formatter (the unit rules live in the domain package). */
        format: (bytes: number) => string;
        formatted?: never;
      }
    | { formatted: string; format?: never }
  );

/** Shows a file size formatted by the app: `<FileSize bytes={n} format={formatFileSize} />`. */
export const FileSize = ({ bytes, format, formatted, ...props }: FileSizeProps) => (
  <data {...props} value={bytes}>
    {formatted ?? format?.(bytes)}
  </data>
);
