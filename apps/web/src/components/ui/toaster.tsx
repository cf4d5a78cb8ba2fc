import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@/components/ui/toast';
import { dismissToast, useToast } from '@/components/ui/use-toast';

/** Spec §9: 5000 ms display, swipe right past 50 px to dismiss. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/**
 * Renders the toasts; F8 focuses the viewport. Screen readers hear each toast from the viewport,
 * a polite live region that always exists. Radix's own announcer would add a second, hidden copy
 * of the text for a second, which makes the page's text ambiguous (and tests flaky).
 */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          <div className="grid gap-1" data-radix-toast-announce-exclude="">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} aria-live="polite" aria-relevant="additions text" />
    </ToastProvider>
  );
}
