import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { Field, type FieldTextProps, fieldClassName, splitFieldProps } from '../Field/Field';
import * as styles from './RadioGroup.css';

export type RadioGroupProps = Omit<RACRadioGroupProps, 'children'> &
  FieldTextProps & {
    /** <Radio>s, each with a `value`. */
    children: ReactNode;
  };

/** A labelled set of <Radio>s; arrow keys move the selection, Tab leaves the group. */
export const RadioGroup = ({ children, className, ...props }: RadioGroupProps) => {
  const [field, rest] = splitFieldProps(props);
  return (
    <RACRadioGroup {...rest} className={fieldClassName(className)}>
      <Field {...field}>
        <div className={cx(styles.items, styles.orientation[props.orientation ?? 'vertical'])}>
          {children}
        </div>
      </Field>
    </RACRadioGroup>
  );
};

export type RadioProps = Omit<RACRadioProps, 'children'> & { children?: ReactNode };

export const Radio = ({ className, children, ...props }: RadioProps) => (
  <RACRadio {...props} className={composeRenderProps(className, (c) => cx(styles.radio, c))}>
    <span className={styles.circle} aria-hidden="true">
      <span className={styles.dot} />
    </span>
    {children}
  </RACRadio>
);
