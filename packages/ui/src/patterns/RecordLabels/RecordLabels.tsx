import * as styles from './RecordLabels.css';

export type RecordLabel = { id: string; label: string };

export type RecordLabelsProps = {
  labels: readonly RecordLabel[];
  /** The chips' look, which each list row sets for itself. */
  chipClassName: string;
};

/** The labels of a list row (a contact, a conversation) as a wrapping line of chips; nothing without labels. */
export const RecordLabels = ({ labels, chipClassName }: RecordLabelsProps) =>
  labels.length > 0 ? (
    <span className={styles.labels}>
      {labels.map((label) => (
        <span key={label.id} className={chipClassName}>
          {label.label}
        </span>
      ))}
    </span>
  ) : null;
