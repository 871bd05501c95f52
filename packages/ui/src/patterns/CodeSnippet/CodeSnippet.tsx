import { useEffect, useId, useRef, useState } from 'react';
import { CheckIcon, DocumentIcon } from '../../icons/Icon';
import { Button } from '../../primitives/Button/Button';
import { cx } from '../../utils/cx';
import * as styles from './CodeSnippet.css';

export type CodeSnippetProps = {
  /** The code shown and copied, as is. */
  code: string;
  /** Visible label above the code; also names the code region. */
  label: string;
  description?: string;
  copyLabel?: string;
  /** Shown (and announced) for a few seconds after a copy. */
  copiedLabel?: string;
  /** Shown when the browser refused the clipboard. */
  copyFailedLabel?: string;
  /** Writes to the clipboard; by default `navigator.clipboard.writeText`. */
  onCopy?: (code: string) => Promise<void>;
  className?: string;
};

/** Code a person pastes elsewhere (a website snippet), read-only, with a copy button. */
export const CodeSnippet = ({
  code,
  label,
  description,
  copyLabel = 'Copy code',
  copiedLabel = 'Copied',
  copyFailedLabel = 'Could not copy. Select the code and copy it by hand.',
  onCopy,
  className,
}: CodeSnippetProps) => {
  const labelId = useId();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleCopy = async () => {
    try {
      await (onCopy ?? ((text: string) => navigator.clipboard.writeText(text)))(code);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), 4000);
  };

  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <Button
          variant="secondary"
          size="sm"
          icon={status === 'copied' ? <CheckIcon size="sm" /> : <DocumentIcon size="sm" />}
          onPress={handleCopy}
        >
          {copyLabel}
        </Button>
      </div>
      {description ? <p className={styles.description}>{description}</p> : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard reachable (axe scrollable-region-focusable) */}
      <section className={styles.code} tabIndex={0} aria-labelledby={labelId}>
        <pre className={styles.pre}>
          <code>{code}</code>
        </pre>
      </section>
      <span className={styles.status} role="status" data-status={status}>
        {status === 'copied' ? copiedLabel : status === 'failed' ? copyFailedLabel : ''}
      </span>
    </div>
  );
};
