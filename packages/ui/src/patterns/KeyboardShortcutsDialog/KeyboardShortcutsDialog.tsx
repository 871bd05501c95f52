import { Dialog, Modal, type ModalProps } from '../../primitives/Dialog/Dialog';
import { cx } from '../../utils/cx';
import * as styles from './KeyboardShortcutsDialog.css';

export type KeyboardShortcut = {
  /** Keys of the shortcut in order, each shown as its own key, e.g. ['Ctrl', 'K'] or ['?']. */
  keys: string[];
  description: string;
};

export type KeyboardShortcutsDialogProps = Omit<ModalProps, 'children'> & {
  shortcuts: KeyboardShortcut[];
  title: string;
  closeLabel: string;
  /** Column headers, e.g. "Keys" and "Action". */
  keysHeader: string;
  descriptionHeader: string;
};

/**
 * Lists the app's keyboard shortcuts. Open it controlled (`isOpen`/`onOpenChange`) or put it
 * inside a `DialogTrigger` after its button.
 */
export const KeyboardShortcutsDialog = ({
  shortcuts,
  title,
  closeLabel,
  keysHeader,
  descriptionHeader,
  size = 'sm',
  className,
  ...props
}: KeyboardShortcutsDialogProps) => (
  <Modal {...props} size={size} className={className}>
    <Dialog title={title} closeLabel={closeLabel}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={cx(styles.cell, styles.headerCell)}>
              {keysHeader}
            </th>
            <th scope="col" className={cx(styles.cell, styles.headerCell)}>
              {descriptionHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {shortcuts.map((shortcut) => (
            <tr key={`${shortcut.keys.join('+')}:${shortcut.description}`} className={styles.row}>
              <td className={cx(styles.cell, styles.keysCell)}>
                <kbd className={styles.combo}>
                  {shortcut.keys
                    .map((key, position) => ({ key, id: `${position}:${key}` }))
                    .map(({ key, id }) => (
                      <kbd key={id} className={styles.key}>
                        {key}
                      </kbd>
                    ))}
                </kbd>
              </td>
              <td className={styles.cell}>{shortcut.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  </Modal>
);
