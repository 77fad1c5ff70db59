// The slot dialog of small screens (customer-side §2.5), with JavaScript only: a modal <dialog> whose
// slot picker loads the professional's first non-empty window (3 more tries, 1 s apart), then further
// dates in place. Without JavaScript the same content is a page (`?etude=&pro=`).
import { useEffect, useRef, type ReactNode } from "react";
import bookingSelectionText from "~/locales/fr/booking-selection.json";
import { translator } from "~/i18n/translator";
import { Button } from "~/ui/button";
import type { SlotDay } from "~/features/slots/slot-days";
import { SlotPicker, type SlotPickerProps } from "./slot-picker";
import * as styles from "./slot-dialog.css";

const t = translator(bookingSelectionText);

/** Stable: the picker starts over whenever its `days` change. */
const NO_DAYS: SlotDay[] = [];

export interface SlotDialogProps {
  /** Closing (Échap, 'Fermer') calls onClose; the parent then unmounts the dialog. */
  onClose: () => void;
  title: string;
  /** The JSON route of one window (`du=` is added). */
  windowUrl: string;
  /** First day to ask for ("2026-03-02"). */
  from: string;
  /** Passed to the picker: the hidden fields of the form, the posted name, the action. */
  picker: Pick<SlotPickerProps, "hiddenFields" | "slotFieldName" | "action" | "selectedValue" | "showNoPriceNote">;
  /** Shown when four windows in a row were empty (the 'oops' card). */
  unavailable: ReactNode;
}

export function SlotDialog({ onClose, title, windowUrl, from, picker, unavailable }: SlotDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = "fenetre-creneaux-titre";

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    // The native modal dialog traps focus, closes on Escape (the "close" event) and gives focus back.
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <div className={styles.inner}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <Button variant="outline" onClick={onClose}>
            {t("selection.close")}
          </Button>
        </div>
        <div className={styles.body} data-scroll-root>
          <SlotPicker
            {...picker}
            days={NO_DAYS}
            nextFrom={from}
            windowUrl={windowUrl}
            moreHref="#"
            headingLevel={3}
            autoLoad
            unavailable={unavailable}
          />
        </div>
      </div>
    </dialog>
  );
}
