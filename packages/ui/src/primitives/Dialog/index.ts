export {
  Dialog,
  type DialogProps,
  DialogTrigger,
  type DialogTriggerProps,
  Modal,
  type ModalProps,
  type ModalSize,
} from './Dialog';
