import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { cx } from '../../utils/cx';
import { BotNodeIcon, type BotNodeType } from '../BotNodeCard/BotNodeIcon';
import * as styles from './BotNodeEditor.css';

export type BotNodeEditorProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  type: BotNodeType;
  /** The translated name of the node's type ("Pause"), the panel's heading. */
  typeLabel: string;
  /** The node's name; null or empty shows `missingNameLabel` as a warning above the fields. */
  name: string | null;
  missingNameLabel?: string;
  closeLabel?: string;
  onClose?: () => void;
  /** The heading's level in the page (3 beside a page's h2). */
  headingLevel?: 2 | 3 | 4;
  /** The node's fields: the app's form. */
  children: ReactNode;
  /** The panel's element (to bring it into view). */
  ref?: Ref<HTMLElement>;
};

/**
 * The panel a flow node is edited in, beside the flow viewer: the node type's icon and name as its
 * heading, a warning while the node has no name, a close button, and the app's form for the fields.
 * A region named after its heading, so assistive technology can jump to it.
 */
export const BotNodeEditor = ({
  type,
  typeLabel,
  name,
  missingNameLabel = 'This node has no name yet.',
  closeLabel = 'Close',
  onClose,
  headingLevel = 3,
  children,
  className,
  ...props
}: BotNodeEditorProps) => {
  const Heading = `h${headingLevel}` as const;
  const headingId = `bot-node-editor-${type}`;
  return (
    <section {...props} aria-labelledby={headingId} className={cx(styles.panel, className)} data-type={type}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          <span className={styles.iconBox}>
            <BotNodeIcon type={type} size="sm" />
          </span>
          {typeLabel}
        </Heading>
        {onClose ? (
          <Button variant="quiet" onPress={onClose}>
            {closeLabel}
          </Button>
        ) : null}
      </div>
      {name?.trim() ? null : (
        <Banner tone="warning" role="status">
          {missingNameLabel}
        </Banner>
      )}
      {children}
    </section>
  );
};
