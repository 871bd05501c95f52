import { WarningIcon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import * as styles from './BotNodeCard.css';
import { BotNodeIcon, type BotNodeType } from './BotNodeIcon';

export type BotNodeCardProps = {
  type: BotNodeType;
  /** The translated name of the node's type ("Send message"). */
  typeLabel: string;
  /** The name the admin gave the node; null or empty shows `missingNameLabel` as a warning. */
  name: string | null;
  missingNameLabel?: string;
  /** One line on what the node does ("Waits 2 hours"), cut where it does not fit. */
  summary?: string;
  /** The node whose editor is open. */
  isSelected?: boolean;
  className?: string;
};

/**
 * The name a node is read by: "<type>: <name>" (the missing-name text in its place), and after it the
 * summary when there is one: a focusable node's name holds all the text it shows (WCAG 2.5.3).
 */
export const botNodeLabel = (
  typeLabel: string,
  name: string | null,
  missingNameLabel: string,
  summary?: string,
) => `${typeLabel}: ${name?.trim() || missingNameLabel}${summary ? `, ${summary}` : ''}`;

/**
 * The card, read as one group named "<type>: <name>" (`isLabelled`), or as plain content where its
 * container carries that name (a flow viewer's node, which is the focusable button).
 */
export const BotNodeCardView = ({
  type,
  typeLabel,
  name,
  missingNameLabel = 'Node without a name',
  summary,
  isSelected = false,
  className,
  isLabelled,
}: BotNodeCardProps & { isLabelled: boolean }) => {
  const shownName = name?.trim();
  const group = isLabelled
    ? {
        role: 'group',
        'aria-label': botNodeLabel(typeLabel, name, missingNameLabel),
        'aria-current': isSelected || undefined,
      }
    : undefined;
  return (
    <div
      {...group}
      className={cx(styles.card, className)}
      data-type={type}
      data-selected={isSelected || undefined}
      data-missing-name={shownName ? undefined : true}
    >
      <span className={styles.iconBox}>
        <BotNodeIcon type={type} />
      </span>
      <span className={styles.main}>
        {/* Spaces between the lines keep their words apart where the card is read as text. */}
        <span className={styles.type}>{typeLabel}</span>{' '}
        {shownName ? (
          <span className={styles.name}>{shownName}</span>
        ) : (
          <span className={styles.missingName}>
            <WarningIcon size="sm" />
            {missingNameLabel}
          </span>
        )}{' '}
        {summary ? <span className={styles.summary}>{summary}</span> : null}
      </span>
    </div>
  );
};

/**
 * One node of a bot's flow: the icon of its type, the translated type (small, muted), its name (or a
 * warning that it has none) and an optional one-line summary. Read as one group named "<type>: <name>",
 * marked `aria-current` while selected.
 */
export const BotNodeCard = (props: BotNodeCardProps) => <BotNodeCardView {...props} isLabelled />;
