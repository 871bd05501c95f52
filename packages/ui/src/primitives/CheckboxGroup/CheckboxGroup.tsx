import type { ReactNode } from 'react';
import {
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { Field, type FieldTextProps, fieldClassName, splitFieldProps } from '../Field/Field';
import * as styles from './CheckboxGroup.css';

export type CheckboxGroupOrientation = 'vertical' | 'horizontal';

export type CheckboxGroupProps = Omit<RACCheckboxGroupProps, 'children'> &
  FieldTextProps & {
    orientation?: CheckboxGroupOrientation;
    /** <Checkbox>es, each with a `value`. */
    children: ReactNode;
  };

/** A labelled set of <Checkbox>es; `onChange` gets the values of all checked boxes. */
export const CheckboxGroup = ({
  orientation = 'vertical',
  children,
  className,
  ...props
}: CheckboxGroupProps) => {
  const [field, rest] = splitFieldProps(props);
  return (
    <RACCheckboxGroup {...rest} data-orientation={orientation} className={fieldClassName(className)}>
      <Field {...field}>
        <div className={cx(styles.items, styles.orientation[orientation])}>{children}</div>
      </Field>
    </RACCheckboxGroup>
  );
};
