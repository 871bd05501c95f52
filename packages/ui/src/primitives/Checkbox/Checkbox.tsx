import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { CheckIcon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import * as styles from './Checkbox.css';

export type CheckboxProps = Omit<RACCheckboxProps, 'children'> & { children?: ReactNode };

export const Checkbox = ({ className, children, ...props }: CheckboxProps) => (
  <RACCheckbox {...props} className={composeRenderProps(className, (c) => cx(styles.root, c))}>
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
