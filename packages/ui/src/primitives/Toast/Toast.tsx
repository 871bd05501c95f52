import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import {
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
  type ToastOptions,
} from 'react-aria-components';
import { CloseIcon, CriticalIcon, InfoIcon, PositiveIcon, WarningIcon } from '../../icons/Icon';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Toast.css';

export type ToastTone = 'info' | 'positive' | 'warning' | 'critical';

export type ToastContent = {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
};

export type ToastQueue = RACToastQueue<ToastContent>;

export const DEFAULT_TOAST_TIMEOUT = 5000;

/** A new queue; most apps use the shared `toastQueue` instead. */
export const createToastQueue = (): ToastQueue => new RACToastQueue<ToastContent>({ maxVisibleToasts: 5 });

/** The app-wide queue, usable outside React (e.g. from a mutation's onError). */
export const toastQueue: ToastQueue = createToastQueue();

export type ToastRegionProps = {
  /** Accessible name of each toast's close button, e.g. "Close". */
  closeLabel: string;
  queue?: ToastQueue;
  /** Accessible name of the region; RAC's localised "Notifications" by default. */
  'aria-label'?: string;
};

const icons = { info: InfoIcon, positive: PositiveIcon, warning: WarningIcon, critical: CriticalIcon };

/**
 * Whether the queue has shown a toast yet. Until then React Aria's region, which renders nothing
 * without toasts but builds its hooks on every page's first render, is not mounted at all; from the
 * first toast on it stays mounted, as it always was before, with its focus handling (the focus goes
 * back where it was when the last toast closes: story FocusReturnsAfterTheLastToast).
 */
function useHasShownToast(queue: ToastQueue): boolean {
  const [shown, setShown] = useState(() => queue.visibleToasts.length > 0);
  useEffect(() => {
    if (shown) return;
    const check = () => {
      if (queue.visibleToasts.length > 0) setShown(true);
    };
    check();
    return queue.subscribe(check);
  }, [queue, shown]);
  return shown;
}

/**
 * Renders the queue's toasts in a landmark at the top centre of the viewport. Clicks pass through a
 * toast (but its close button) to the page, so a toast never stands between a person and a control.
 */
export const ToastRegion = (props: ToastRegionProps) =>
  useHasShownToast(props.queue ?? toastQueue) ? <MountedToastRegion {...props} /> : null;

const MountedToastRegion = ({ closeLabel, queue = toastQueue, ...props }: ToastRegionProps) => (
  <RACToastRegion {...props} queue={queue} className={styles.region}>
    {({ toast }) => {
      const tone = toast.content.tone ?? 'info';
      const Icon = icons[tone];
      return (
        <RACToast toast={toast} className={styles.toast} data-tone={tone}>
          <Icon className={styles.icon} />
          <RACToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </RACToastContent>
          <IconButton
            slot="close"
            size="sm"
            label={closeLabel}
            icon={<CloseIcon size="sm" />}
            className={styles.close}
          />
        </RACToast>
      );
    }}
  </RACToastRegion>
);

const ToastQueueContext = createContext<ToastQueue>(toastQueue);

export type ToastProviderProps = ToastRegionProps & { children?: ReactNode };

/** Provides a queue to `useToast` and renders its region. */
export const ToastProvider = ({ children, queue = toastQueue, ...regionProps }: ToastProviderProps) => (
  <ToastQueueContext.Provider value={queue}>
    {children}
    <ToastRegion {...regionProps} queue={queue} />
  </ToastQueueContext.Provider>
);

export type UseToast = {
  /** Shows a toast; it closes itself after `timeout` ms (5 s by default; 0 keeps it open). */
  add: (content: ToastContent, options?: ToastOptions) => string;
  close: (key: string) => void;
};

export const useToast = (): UseToast => {
  const queue = useContext(ToastQueueContext);
  return useMemo(
    () => ({
      add: (content, options) => {
        const timeout = options?.timeout ?? DEFAULT_TOAST_TIMEOUT;
        return queue.add(content, { ...options, timeout: timeout > 0 ? timeout : undefined });
      },
      close: (key) => queue.close(key),
    }),
    [queue],
  );
};
