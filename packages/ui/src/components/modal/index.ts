export { ConfirmDialog, type ConfirmDialogProps, Modal, type ModalProps } from './modal.tsx';
