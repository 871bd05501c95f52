import type { ReactNode } from 'react';
import {
  type ClassNameOrFunction,
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

export type AlertTextProps = { id: string; children?: ReactNode };

/**
 * An error under a control that is no RAC field (a composer's text, a file picker), in the field
 * error's look and announced as it appears (role="alert"); `id` for the control's aria-describedby.
 */
export const AlertText = ({ id, children }: AlertTextProps) => (
  <span id={id} role="alert" className={styles.error}>
    {children}
  </span>
);

/** A RAC field's `className`: the field's own class, then the caller's (a class or a function of the state). */
export const fieldClassName = <T,>(className: ClassNameOrFunction<T> | undefined) =>
  composeRenderProps(className, (c) => cx(styles.field, c));

/** The texts every kit field shows around its control, which it takes beside its RAC component's props. */
export type FieldTextProps = {
  label?: ReactNode;
  description?: ReactNode;
  /**
   * Shown under the field while it is invalid. Pass a string with `isInvalid` for errors from the
   * app's own validation, or a function of RAC's validation result (required, min/max).
   */
  errorMessage?: FieldErrorMessage;
};

/** What a field's Field shows: its texts and, beside the label, whether it is required. */
export type FieldShellProps = FieldTextProps & { isRequired?: boolean };

/**
 * A kit field's props, split: what its Field shows, and the rest for its RAC component (which keeps
 * `isRequired` too, for aria-required and validation).
 */
export const splitFieldProps = <P extends FieldShellProps>({
  label,
  description,
  errorMessage,
  ...rest
}: P): [FieldShellProps, Omit<P, keyof FieldTextProps>] => [
  { label, description, errorMessage, isRequired: rest.isRequired },
  rest,
];

export type FieldProps = FieldShellProps & {
  /** For the label alone, e.g. `visuallyHidden` where the field's context names it. */
  labelClassName?: string;
  /** The control: an input, a trigger, date segments, a set of options. */
  children: ReactNode;
};

/**
 * A field's label above its control, and its description and error under it, in the RAC field
 * component that links them to the control (TextField, Select, DatePicker, RadioGroup, ...).
 */
export const Field = ({
  label,
  description,
  errorMessage,
  isRequired,
  labelClassName,
  children,
}: FieldProps) => (
  <>
    {label ? (
      <FieldLabel isRequired={isRequired} className={labelClassName}>
        {label}
      </FieldLabel>
    ) : null}
    {children}
    {description ? <FieldDescription>{description}</FieldDescription> : null}
    <FieldError>{errorMessage}</FieldError>
  </>
);
