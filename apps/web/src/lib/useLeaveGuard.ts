import { useLingui } from '@lingui/react/macro';
import { AlertDialog, type AlertDialogProps, Modal } from '@parley/ui';
import { useBlocker } from '@tanstack/react-router';
import { createElement, type ReactNode, useCallback, useRef } from 'react';

export type LeaveGuard = {
  /** Render it once in the form's screen: the confirmation shown while a navigation waits. */
  dialog: ReactNode;
  /**
   * Lets the next navigation through without asking (after a successful save that navigates while
   * the form still holds the saved values).
   */
  allowLeave: () => void;
};

/**
 * An unsaved form warns before leaving: a navigation inside the app asks in a translated dialog
 * (stay or discard), closing or reloading the tab asks through the browser's own beforeunload prompt.
 * Navigations that only change the search of the same page are not blocked.
 */
export function useLeaveGuard(isDirty: boolean | (() => boolean)): LeaveGuard {
  const { t } = useLingui();
  // A function is asked when a navigation asks (a form's live state, not the last render's), so a save
  // that resets the form and navigates in the same tick is let through.
  const dirtyNow = useRef(isDirty);
  dirtyNow.current = isDirty;
  const dirty = {
    get current() {
      const value = dirtyNow.current;
      return typeof value === 'function' ? value() : value;
    },
  };
  const allowed = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => {
      if (allowed.current) {
        allowed.current = false;
        return false;
      }
      return dirty.current && current.pathname !== next.pathname;
    },
    enableBeforeUnload: () => dirty.current && !allowed.current,
    withResolver: true,
  });
  const allowLeave = useCallback(() => {
    allowed.current = true;
  }, []);
  // Plain createElement: the file keeps the `.ts` name other features import it by.
  const dialog = createElement(
    Modal,
    {
      size: 'sm',
      isDismissable: false,
      isOpen: blocker.status === 'blocked',
      onOpenChange: (open: boolean) => {
        if (!open && blocker.status === 'blocked') blocker.reset();
      },
    },
    createElement(
      AlertDialog,
      // children are the third argument; the props type requires them too.
      {
        variant: 'critical',
        title: t`Leave without saving?`,
        primaryActionLabel: t`Discard changes`,
        cancelLabel: t`Keep editing`,
        onPrimaryAction: () => blocker.proceed?.(),
        onCancel: () => blocker.reset?.(),
      } as AlertDialogProps,
      t`Your changes on this page have not been saved. If you leave now, they are lost.`,
    ),
  );
  return { dialog, allowLeave };
}
