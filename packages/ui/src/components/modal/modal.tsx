import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Button } from '../button/button.tsx';
import * as styles from './modal.css.ts';

export interface ModalProps {
  open: boolean;
  /** Called with false when the user asks to close (Escape, outside click, the close button). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A sentence under the title, read out with it. */
  description?: ReactNode;
  /** `wide` for the run and sample modals. */
  size?: 'normal' | 'wide';
  children?: ReactNode;
}

const fields = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';
const focusable = `${fields}, button:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])`;

/**
 * Where a dialog's first focus goes (issue 25: Radix gives it to the first focusable element, the
 * Close button): the first field, else the first control that is not Close; none, Radix's choice.
 */
function firstFocus(content: HTMLElement, close: HTMLElement | null): HTMLElement | undefined {
  const candidates = (selector: string) =>
    [...content.querySelectorAll<HTMLElement>(selector)].filter((element) => element !== close);
  return candidates(fields)[0] ?? candidates(focusable)[0];
}

/**
 * A modal dialog (Radix Dialog): titled, closes on Escape, outside click or its close button,
 * traps focus while open and returns it to the opener. Transitions follow the theme's modal
 * duration, which is 0 ms for users who ask for reduced motion.
 */
export function Modal({ open, onOpenChange, title, description, size = 'normal', children }: ModalProps) {
  // Radix gives focus back only to its own Trigger; a modal opened from anywhere else (a card's
  // button, a menu) gives it back to whatever had it when the modal opened.
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  const close = useRef<HTMLButtonElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={size === 'wide' ? `${styles.content} ${styles.wide}` : styles.content}
          {...(description ? {} : { 'aria-describedby': undefined })}
          ref={content}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const target = content.current ? firstFocus(content.current, close.current) : undefined;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close ref={close} className={styles.close} aria-label="Close">
              <X aria-hidden size={18} />
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What will happen; the title is "Are you sure?". */
  message: ReactNode;
  /** Called on Yes; the dialog closes. No, Escape and an outside click only close it. */
  onConfirm: () => void;
}

/** spec §2: "Are you sure?" with a message and the buttons No and Yes. */
export function ConfirmDialog({ open, onOpenChange, message, onConfirm }: ConfirmDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Are you sure?" description={message}>
      <div className={styles.actions}>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          No
        </Button>
        <Button
          onClick={() => {
            onConfirm();
            onOpenChange(false);
          }}
        >
          Yes
        </Button>
      </div>
    </Modal>
  );
}
