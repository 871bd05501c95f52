import { useLeaveGuard } from '../useLeaveGuard.ts';
import { useFormContext } from './context.ts';
import { FormFrame, type FormFrameProps } from './FormShell.tsx';

export type FormShellProps = Omit<FormFrameProps, 'guard'> & {
  /**
   * Ask before leaving with unsaved changes (a navigation in the app asks in a dialog, closing or
   * reloading the tab through the browser's prompt). Off inside dialogs, which ask on their own, and
   * for forms that hold nothing worth keeping.
   */
  guardLeave?: boolean;
};

/** The frame of the app's forms (see FormFrame), guarding unsaved changes. */
export function FormShell({ guardLeave = true, ...props }: FormShellProps) {
  return <FormFrame {...props} guard={guardLeave ? <LeaveGuard /> : null} />;
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
