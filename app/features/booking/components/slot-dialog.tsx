// The slot dialog of small screens (customer-side §2.5), with JavaScript only: a modal <dialog> whose
// slot picker loads the professional's first non-empty window (3 more tries, 1 s apart), then further
// dates in place. Without JavaScript the same content is a page (`?etude=&pro=`).
import type { ReactNode } from "react";
import bookingSelectionText from "~/locales/fr/booking-selection.json";
import { translator } from "~/i18n/translator";
import { Dialog } from "~/ui/dialog";
import type { SlotDay } from "~/features/slots/slot-days";
import { SlotPicker, type SlotPickerProps } from "./slot-picker";

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
  return (
    <Dialog
      title={title}
      titleId="fenetre-creneaux-titre"
      closeLabel={t("selection.close")}
      closeAs="button"
      size="sheet"
      onClose={onClose}
    >
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
    </Dialog>
  );
}
