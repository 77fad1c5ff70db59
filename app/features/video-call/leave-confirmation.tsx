// The leave-confirmation dialog of pro-side §2: `ask()` opens it and returns a promise that resolves
// when the person confirms and rejects when they stay (Escape, the close control or « Rester »).
import { useCallback, useRef, useState } from "react";
import { Button, buttonClass } from "~/ui/button";
import { Dialog } from "~/ui/dialog";

interface Pending {
  resolve: () => void;
  reject: (reason: Error) => void;
}

export class StayedInCall extends Error {}

export function useLeaveConfirmation(text: { title: string; body: string; confirm: string; cancel: string; close: string }) {
  const [open, setOpen] = useState(false);
  const pending = useRef<Pending | null>(null);
  const stayRef = useRef<HTMLButtonElement>(null);

  const ask = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        setOpen(true);
      }),
    [],
  );
  const settle = (confirmed: boolean) => {
    const current = pending.current;
    pending.current = null;
    setOpen(false);
    if (confirmed) current?.resolve();
    else current?.reject(new StayedInCall("stayed"));
  };

  const dialog = open ? (
    <Dialog title={text.title} closeLabel={text.close} onClose={() => settle(false)} initialFocus={stayRef}>
      {(close) => (
        <>
          <p>{text.body}</p>
          <p style={{ display: "flex", gap: "0.75rem", flexWrap: "wrap" }}>
            <Button variant="secondary" onClick={() => settle(true)}>
              {text.confirm}
            </Button>
            <button type="button" className={buttonClass("outline")} ref={stayRef} onClick={close}>
              {text.cancel}
            </button>
          </p>
        </>
      )}
    </Dialog>
  ) : null;

  return { ask, dialog };
}
