// The design system's modal dialog: a native <dialog> shown with showModal(), which traps focus, closes
// on Escape and gives focus back to what opened it. A title, a close control and a scrolling body; the
// close control, Escape and `close()` given to the children all end in `onClose`, where the parent
// unmounts the dialog or keeps it (`open`). Dialogs exist with JavaScript only: every one of them has a
// page that does the same without it (the contact page, the search page, the slot page).
import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { Button } from "./button";
import * as styles from "./dialog.css";

export interface DialogProps {
  title: ReactNode;
  /** The close control's name: a "×" button named so (`closeAs="icon"`) or a button reading it. */
  closeLabel: string;
  closeAs?: "icon" | "button";
  /** Shown while true; defaults to shown while mounted. A dialog kept mounted keeps what was typed in it. */
  open?: boolean;
  onClose: () => void;
  size?: keyof typeof styles.size;
  /** Focused on opening instead of the first focusable element (the close control). */
  initialFocus?: RefObject<HTMLElement>;
  /** Fixed id of the title, for tests and links; generated otherwise. */
  titleId?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
}

export function Dialog({
  title,
  closeLabel,
  closeAs = "icon",
  open = true,
  onClose,
  size = "form",
  initialFocus,
  titleId: fixedTitleId,
  children,
}: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const generatedId = useId();
  const titleId = fixedTitleId ?? generatedId;

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element || element.open) return;
    element.showModal();
    initialFocus?.current?.focus();
  }, [open, initialFocus]);

  const close = () => dialog.current?.close();

  return (
    <dialog ref={dialog} className={styles.size[size]} aria-labelledby={titleId} onClose={onClose}>
      <div className={styles.frame}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {closeAs === "icon" ? (
            <button type="button" className={styles.closeIcon} onClick={close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </button>
          ) : (
            <Button variant="outline" onClick={close}>
              {closeLabel}
            </Button>
          )}
        </div>
        <div className={styles.body} data-scroll-root>
          {typeof children === "function" ? children(close) : children}
        </div>
      </div>
    </dialog>
  );
}
