import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as styles from './Form.css';

/**
 * RAC Form: `validationErrors` (server errors keyed by field name) and `validationBehavior`
 * pass straight through and reach every field inside.
 */
export type FormProps = RACFormProps;

export const Form = ({ className, ...props }: FormProps) => (
  <RACForm {...props} className={cx(styles.form, className)} />
);
