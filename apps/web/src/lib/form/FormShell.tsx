import { useLingui } from '@lingui/react';
import { Banner, Button, type ButtonProps, Form, type FormProps } from '@parley/ui';
import { useStore } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { translateKey } from '../messages.ts';
import { useFormContext } from './context.ts';
import { isFormFailureShown } from './failures.ts';

export type FormFrameProps = Omit<FormProps, 'onSubmit' | 'validationBehavior'> & {
  /** Rendered inside the form before the failure and the fields (the shell's leave guard). */
  guard?: ReactNode;
};

/**
 * The frame of every form: submits through the form (validation, then the form's `onSubmit`) and shows
 * a failure that names no field above the fields. Fields report their own errors
 * (`validationBehavior="aria"`: the form's schema decides, not the browser). The sign-in pages' forms
 * use it as it is (`useTextForm`): they hold nothing worth keeping, and their first load does not carry
 * the leave guard's dialog.
 */
export function FormFrame({ guard, children, ...props }: FormFrameProps) {
  const form = useFormContext();
  const { i18n } = useLingui();
  const failure = useStore(form.store, (state) => state.errorMap.onServer as unknown);
  const text = isFormFailureShown(failure)
    ? (failure.text ?? translateKey(i18n, failure.messageKey, failure.values))
    : null;
  return (
    <Form
      {...props}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {guard}
      {text ? (
        <Banner tone="critical" role="alert">
          {text}
        </Banner>
      ) : null}
      {children}
    </Form>
  );
}

/**
 * The form's submit button: pending while the form submits. Outside the form's element (a dialog's
 * footer) it names the form by its id (`form`), and Enter in a field still submits.
 */
export function SubmitButton(props: Omit<ButtonProps, 'type' | 'isPending'>) {
  const form = useFormContext();
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  return <Button {...props} type="submit" isPending={isSubmitting} />;
}
