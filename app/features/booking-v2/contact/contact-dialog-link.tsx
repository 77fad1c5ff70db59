// A link to the contact page (/contact) that, once JavaScript runs, opens the 'Demande de rendez-vous'
// dialog instead (customer-side §2.6). The dialog's code and strings load on the first click, so pages
// that only show the link do not pay for the form (client budget, docs/decisions/004).
import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from "react";
import * as styles from "./contact.css";
import { contactHrefFrom } from "./return-path";

const ContactDialog = lazy(() => import("./contact-dialog"));

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A link to /contact that opens the dialog when JavaScript runs. */
export function ContactDialogLink({ children, className }: { children: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const href = contactHrefFrom(location);
  return (
    <>
      <a
        href={href}
        className={className ?? styles.triggerLink}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <ContactDialog optionsHref={href} onClosed={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
