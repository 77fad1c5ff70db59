// The success state of the contact form (customer-side §2.6, §8): the confirmation, the callback
// message with the phone the visitor gave, the support phone and a 'Fermer' action that resets it.
import { useEffect, useRef, type ReactNode } from "react";
import { success as successTexts } from "~/locales/fr/contact.json";
import { translator } from "~/i18n/translator";
import * as styles from "./contact.css";

const t = translator({ success: successTexts });

export interface ContactSuccessProps {
  phone: string;
  supportPhone: string;
  /** The close control: a link back on the page, a button in the dialog. */
  closeControl: ReactNode;
  /** h2 on the page (under its h1), h3 in the dialog (under its h2 title). */
  headingLevel?: 2 | 3;
}

export function ContactSuccess({ phone, supportPhone, closeControl, headingLevel = 2 }: ContactSuccessProps) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Screen-reader and keyboard users land on the confirmation rather than on a vanished button.
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <div className={styles.success} role="status">
      <Heading ref={titleRef} className={styles.successTitle} tabIndex={-1}>
        {t("success.title")}
      </Heading>
      <p className={styles.successText}>{t("success.callback", { phone })}</p>
      {supportPhone ? <p className={styles.successText}>{t("success.support", { supportPhone })}</p> : null}
      <div className={styles.actions}>{closeControl}</div>
    </div>
  );
}
