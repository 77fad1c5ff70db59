// The contact form as a modal dialog (customer-side §2.6: form, loading and success states; closing
// resets it): a native <dialog> that loads the form's options from /contact and posts there
// (mode=dialog). Opened by ContactDialogLink, which loads this module on the first click only.
import { useFetcher, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { dialog as dialogTexts, success as successTexts, title } from "~/locales/fr/contact.json";
import { translator } from "~/i18n/translator";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { answerFor } from "~/features/forms/form-result";
import { CONTACT_INTENT, type ContactAnswer } from "./contact-answer";
import { ContactFields, type ReportTypeGroup } from "./contact-fields";
import type { ContactSourceKey } from "./contact-source";
import { ContactSubmit } from "./contact-submit";
import { ContactSuccess } from "./contact-success";

const t = translator({ dialog: dialogTexts, success: successTexts, title });

/** What GET /contact answers (its loader). */
interface ContactOptions {
  reportTypeGroups: ReportTypeGroup[];
  source: ContactSourceKey;
  returnPath: string | null;
}

/** The dialog itself, loaded on the first click of a ContactDialogLink (contact-dialog-link.tsx). */
export default function ContactDialog({ optionsHref, onClosed }: { optionsHref: string; onClosed: () => void }) {
  const options = useFetcher<ContactOptions>();
  const sender = useFetcher<ContactAnswer>();
  // The root loader's support phone, read by route id (importing root.tsx would tie this chunk to it).
  const rootData = useRouteLoaderData<{ supportPhone?: string }>("root");
  const requested = useRef(false);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    options.load(optionsHref);
  }, [options, optionsHref]);

  const reply = answerFor(sender.data, CONTACT_INTENT);
  const sentToPhone = reply?.data?.sentToPhone;
  const result = reply?.result;

  return (
    // Closing (the buttons, Escape) unmounts the dialog: the next opening starts from an empty form.
    <Dialog title={t("title")} closeLabel={t("dialog.close")} onClose={onClosed}>
      {(close) =>
        sentToPhone ? (
          <ContactSuccess
            phone={sentToPhone}
            supportPhone={rootData?.supportPhone ?? ""}
            headingLevel={3}
            closeControl={
              <Button variant="secondary" onClick={close}>
                {t("success.close")}
              </Button>
            }
          />
        ) : options.data ? (
          <sender.Form method="post" action="/contact" noValidate>
            <input type="hidden" name="mode" value="dialog" />
            <ContactFields
              result={result}
              reportTypeGroups={options.data.reportTypeGroups}
              source={options.data.source}
              returnPath={options.data.returnPath}
            />
            <ContactSubmit result={result} submitting={sender.state !== "idle"} />
          </sender.Form>
        ) : (
          <p role="status">{t("dialog.loading")}</p>
        )
      }
    </Dialog>
  );
}
