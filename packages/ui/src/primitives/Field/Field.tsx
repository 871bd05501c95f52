import type { ReactNode } from 'react';
import {
  composeRenderProps,
  FieldError as RACFieldError,
  type FieldErrorProps as RACFieldErrorProps,
  Label as RACLabel,
  type LabelProps as RACLabelProps,
  Text,
  type TextProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './Field.css';

export type FieldLabelProps = RACLabelProps & { isRequired?: boolean };

/** Field label; a required field gets a decorative asterisk (the input itself carries aria-required). */
export const FieldLabel = ({ isRequired, className, children, ...props }: FieldLabelProps) => (
  <RACLabel {...props} className={cx(styles.label, className)}>
    {children}
    {isRequired ? (
      <span aria-hidden="true" className={styles.required}>
        *
      </span>
    ) : null}
  </RACLabel>
);

export type FieldDescriptionProps = Omit<TextProps, 'slot'>;

/** Help text under a field, linked to the input through aria-describedby by RAC. */
export const FieldDescription = ({ className, ...props }: FieldDescriptionProps) => (
  <Text {...props} slot="description" className={cx(styles.description, className)} />
);

export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

export type FieldErrorProps = RACFieldErrorProps;

/** Shown only while the field is invalid; RAC links it to the input with aria-describedby. */
export const FieldError = ({ className, ...props }: FieldErrorProps) => (
  <RACFieldError {...props} className={composeRenderProps(className, (c) => cx(styles.error, c))} />
);
