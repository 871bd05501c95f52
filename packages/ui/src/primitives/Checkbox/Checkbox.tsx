import { type ReactNode, useId } from 'react';
import {
  composeRenderProps,
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { CheckIcon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import * as styles from './Checkbox.css';

export type CheckboxProps = Omit<RACCheckboxProps, 'children'> & {
  children?: ReactNode;
  /**
   * Why the box must be ticked (a required consent, terms to accept): shown below it in the critical
   * colour and read with it. Marks the checkbox invalid.
   */
  errorMessage?: ReactNode;
};

export const Checkbox = ({ className, children, errorMessage, ...props }: CheckboxProps) => {
  const errorId = useId();
  const box = (
    <RACCheckbox
      {...props}
      {...(errorMessage ? { isInvalid: true, 'aria-describedby': errorId } : {})}
      className={composeRenderProps(className, (c) => cx(styles.root, c))}
    >
      {({ isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <span className={styles.dash} />
            ) : (
              <CheckIcon size="sm" className={styles.check} />
            )}
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  );
  if (!errorMessage) return box;
  return (
    <div className={styles.withError}>
      {box}
      <span id={errorId} className={styles.error}>
        {errorMessage}
      </span>
    </div>
  );
};
