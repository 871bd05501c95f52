import { type ReactNode, useId } from 'react';
import {
  composeRenderProps,
  Switch as RACSwitch,
  type SwitchProps as RACSwitchProps,
} from 'react-aria-components';
import { LockIcon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import * as styles from './Switch.css';

export type SwitchProps = Omit<RACSwitchProps, 'children'> & {
  children?: ReactNode;
  description?: ReactNode;
  /**
   * Locked: the user may see the setting but not change it (e.g. a plan or an admin decides).
   * Disables the switch, shows a lock icon and `lockedDescription` explains why.
   */
  isLocked?: boolean;
  lockedDescription?: ReactNode;
};

export const Switch = ({
  children,
  description,
  isLocked = false,
  lockedDescription,
  isDisabled,
  className,
  ...props
}: SwitchProps) => {
  const descriptionId = useId();
  const help = isLocked && lockedDescription ? lockedDescription : description;
  return (
    <div className={styles.wrapper} data-locked={isLocked || undefined}>
      <RACSwitch
        {...props}
        isDisabled={isDisabled || isLocked}
        aria-describedby={cx(props['aria-describedby'], help ? descriptionId : undefined) || undefined}
        className={composeRenderProps(className, (c) => cx(styles.root, c))}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.label}>
          {children}
          {isLocked ? <LockIcon size="sm" className={styles.lock} /> : null}
        </span>
      </RACSwitch>
      {help ? (
        <span id={descriptionId} className={styles.description}>
          {help}
        </span>
      ) : null}
    </div>
  );
};
