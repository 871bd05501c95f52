import { useId, useState } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import {
  FieldDescription,
  FieldError,
  FieldLabel,
  type FieldTextProps,
  fieldClassName,
} from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './TextArea.css';

export type TextAreaProps = Omit<RACTextFieldProps, 'children' | 'type'> &
  FieldTextProps & {
    placeholder?: string;
    rows?: number;
    /**
     * Text of the character counter shown when `maxLength` is set; default "count / max".
     * Linked to the field with aria-describedby (not live, so typing is not interrupted).
     */
    formatCounter?: (count: number, maxLength: number) => string;
  };

const defaultCounter = (count: number, max: number) => `${count} / ${max}`;

export const TextArea = ({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  formatCounter = defaultCounter,
  className,
  ...props
}: TextAreaProps) => {
  const counterId = useId();
  const isControlled = props.value !== undefined;
  const [uncontrolledLength, setUncontrolledLength] = useState(props.defaultValue?.length ?? 0);
  const length = isControlled ? (props.value?.length ?? 0) : uncontrolledLength;
  const max = props.maxLength;
  return (
    <RACTextField
      {...props}
      onChange={(value) => {
        if (!isControlled) setUncontrolledLength(value.length);
        props.onChange?.(value);
      }}
      aria-describedby={cx(props['aria-describedby'], max ? counterId : undefined) || undefined}
      className={fieldClassName(className)}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <RACTextArea
        rows={rows}
        placeholder={placeholder}
        className={cx(fieldStyles.control, styles.textArea)}
      />
      <div className={styles.meta}>
        <div className={styles.messages}>
          {description ? <FieldDescription>{description}</FieldDescription> : null}
          <FieldError>{errorMessage}</FieldError>
        </div>
        {max ? (
          <span id={counterId} className={styles.counter} data-at-limit={length >= max || undefined}>
            {formatCounter(length, max)}
          </span>
        ) : null}
      </div>
    </RACTextField>
  );
};
