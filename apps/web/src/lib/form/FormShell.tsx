import { useLingui } from '@lingui/react';
import { Banner, Button, type ButtonProps, Form, type FormProps } from '@parley/ui';
import { useStore } from '@tanstack/react-form';
import { translateKey } from '../messages.ts';
import { useLeaveGuard } from '../useLeaveGuard.ts';
import { useFormContext } from './context.ts';
import { isFormFailureShown } from './failures.ts';

export type FormShellProps = Omit<FormProps, 'onSubmit' | 'validationBehavior'> & {
  /**
   * Ask before leaving with unsaved changes (a navigation in the app asks in a dialog, closing or
   * reloading the tab through the browser's prompt). Off for forms that hold nothing worth keeping
   * (sign-in) and inside dialogs, which ask on their own.
   */
  guardLeave?: boolean;
};

/**
 * The frame of every form: submits through the form (validation, then the form's `onSubmit`), shows a
 * failure that names no field above the fields, and guards unsaved changes. Fields report their own
 * errors (`validationBehavior="aria"`: the form's schema decides, not the browser).
 */
export function FormShell({ guardLeave = true, children, ...props }: FormShellProps) {
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
      {guardLeave ? <LeaveGuard /> : null}
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
 * Blocks leaving while the form holds unsaved changes. It reads the form's state when a navigation
 * asks, not a value from the last render: a form that saved resets to what it saved (no longer dirty)
 * and may navigate in the same tick.
 */
function LeaveGuard() {
  const form = useFormContext();
  return useLeaveGuard(() => form.state.isDirty).dialog;
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
