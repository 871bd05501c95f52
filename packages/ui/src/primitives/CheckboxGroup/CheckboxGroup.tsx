import type { ReactNode } from 'react';
import {
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { Field, type FieldTextProps, fieldClassName } from '../Field/Field';
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
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  className,
  ...props
}: CheckboxGroupProps) => (
  <RACCheckboxGroup {...props} data-orientation={orientation} className={fieldClassName(className)}>
    <Field label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
      <div className={cx(styles.items, styles.orientation[orientation])}>{children}</div>
    </Field>
  </RACCheckboxGroup>
);
