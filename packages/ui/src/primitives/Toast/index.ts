export {
  createToastQueue,
  DEFAULT_TOAST_TIMEOUT,
  type ToastContent,
  ToastProvider,
  type ToastProviderProps,
  type ToastQueue,
  ToastRegion,
  type ToastRegionProps,
  type ToastTone,
  toastQueue,
  type UseToast,
  useToast,
} from './Toast';
