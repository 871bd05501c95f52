import type { ReactNode } from 'react';
import {
  composeRenderProps,
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldError, type FieldErrorMessage, FieldLabel } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './CheckboxGroup.css';

export type CheckboxGroupOrientation = 'vertical' | 'horizontal';

export type CheckboxGroupProps = Omit<RACCheckboxGroupProps, 'children'> & {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
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
  <RACCheckboxGroup
    {...props}
    data-orientation={orientation}
    className={composeRenderProps(className, (c) => cx(fieldStyles.field, c))}
  >
    {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
    <div className={cx(styles.items, styles.orientation[orientation])}>{children}</div>
    {description ? <FieldDescription>{description}</FieldDescription> : null}
    <FieldError>{errorMessage}</FieldError>
  </RACCheckboxGroup>
);
