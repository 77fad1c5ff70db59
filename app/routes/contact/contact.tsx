// /contact: the 'Demande de rendez-vous' form (customer-side §2.6, §3 contact ticket, §5, §8) as a plain
// page that works without JavaScript; the modal dialog (features/booking-v2/contact/contact-dialog.tsx)
// opens the same form over a page and posts here. Success follows POST/redirect/GET, the phone
// carried by a short-lived cookie; the dialog's posts (mode=dialog) get the success as the answer's data
// instead (features/booking-v2/contact/contact-answer.ts).
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { contactReportTypeGroups } from "~/features/booking-v2/contact-options.server";
import { contactSentHeader, readContactSent } from "~/features/booking-v2/contact-sent.server";
import { contactText } from "~/features/booking-v2/messages.server";
import { env } from "~/.server/env";
import { safeRedirect, sameSiteReferrer } from "~/.server/guards/redirects";
import { createSupportTicket } from "~/.server/platform/support";
import { ValidationError } from "~/.server/platform/errors";
import { CONTACT_INTENT, type ContactAnswer } from "~/features/booking-v2/contact/contact-answer";
import { contactSchema, isHoneypotFilled, type ContactInput } from "~/features/booking-v2/contact/contact-schema";
import { ContactFields } from "~/features/booking-v2/contact/contact-fields";
import { ContactSubmit } from "~/features/booking-v2/contact/contact-submit";
import { ContactSuccess } from "~/features/booking-v2/contact/contact-success";
import { contactSourceForPath, parseContactSource } from "~/features/booking-v2/contact/contact-source";
import { notContactPage } from "~/features/booking-v2/contact/return-path";
import * as pageStyles from "~/features/booking-v2/contact/contact-page.css";
import { answerFor } from "~/features/forms/form-result";
import { formatFrenchPhone } from "~/features/forms/phone";
import { intro, meta as metaTexts, success as successTexts, title } from "~/locales/fr/contact.json";
import { translator } from "~/i18n/translator";
import { useRootData } from "~/root";
import { buttonClass } from "~/ui/button";
import { Container } from "~/ui/container";

const t = translator({ intro, meta: metaTexts, success: successTexts, title });

export const meta: MetaFunction = () => [{ title: t("meta.title") }, { name: "description", content: t("meta.description") }];

function referrerPath(request: Request): string | null {
  const origins = [new URL(request.url).origin, new URL(env().PUBLIC_URL).origin];
  return notContactPage(sameSiteReferrer(request.headers.get("Referer"), origins));
}

/** A posted or linked 'Fermer' target: a path of this site (safeRedirect), never the contact page. */
function returnPathOf(value: unknown): string | null {
  return notContactPage(safeRedirect(value, "") || null);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const returnPath = returnPathOf(url.searchParams.get("retour")) ?? referrerPath(request);
  const explicitSource = url.searchParams.get("source");
  const source = explicitSource ? parseContactSource(explicitSource) : contactSourceForPath(returnPath?.split(/[?#]/, 1)[0]);
  const sent = url.searchParams.has("envoye") ? await readContactSent(request) : { phone: null, clearCookie: null };
  if (sent.clearCookie) context.cookies.append(sent.clearCookie);
  return { reportTypeGroups: await contactReportTypeGroups(), source, returnPath, sentPhone: sent.phone };
}

/** The platform's field errors for the fields of this form; anything else is a failure of the whole form. */
function knownFieldErrors(error: ValidationError): Record<string, string[]> | null {
  const fields = ["firstname", "lastname", "email", "phone", "city", "reportType", "additionalInfo"];
  const known = Object.fromEntries(Object.entries(error.fieldErrors).filter(([field]) => fields.includes(field)));
  return Object.keys(known).length > 0 ? known : null;
}

function ticketOf(input: ContactInput) {
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    phone: input.phone,
    city: input.city,
    reportType: input.reportType,
    additionalInfo: input.additionalInfo,
    source: contactText(`sources.${input.source}`),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const inDialog = formData.get("mode") === "dialog";
  const returnPath = returnPathOf(formData.get("retour"));
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success")
    return data<ContactAnswer>({ intent: CONTACT_INTENT, result: submission.reply() }, { status: 400 });

  const phone = formatFrenchPhone(submission.value.phone);
  // A robot filled in the hidden field: it gets the same answer as a person, and no ticket is created.
  if (!isHoneypotFilled(formData)) {
    try {
      await createSupportTicket(ticketOf(submission.value), context.platform);
    } catch (error) {
      if (error instanceof ValidationError) {
        const fieldErrors = knownFieldErrors(error);
        if (fieldErrors)
          return data<ContactAnswer>({ intent: CONTACT_INTENT, result: submission.reply({ fieldErrors }) }, { status: 400 });
      }
      console.error("Demande de contact non transmise :", error instanceof Error ? error.message : error);
      return data<ContactAnswer>(
        { intent: CONTACT_INTENT, result: submission.reply({ formErrors: [contactText("failure")] }) },
        { status: 502 },
      );
    }
  }

  if (inDialog) return data<ContactAnswer>({ intent: CONTACT_INTENT, data: { sentToPhone: phone } });
  const query = new URLSearchParams({ envoye: "1" });
  if (returnPath) query.set("retour", returnPath);
  context.cookies.append(await contactSentHeader(phone));
  return redirect(`/contact?${query.toString()}`);
}

export default function ContactPage() {
  const { reportTypeGroups, source, returnPath, sentPhone } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const rootData = useRootData();
  const result = answerFor(useActionData<typeof action>(), CONTACT_INTENT)?.result;
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";

  return (
    <Container className={pageStyles.page}>
      <div className={pageStyles.card}>
        <h1 className={pageStyles.title}>{t("title")}</h1>
        {sentPhone ? (
          <ContactSuccess
            phone={sentPhone}
            supportPhone={rootData?.supportPhone ?? ""}
            closeControl={
              <a className={buttonClass("secondary")} href={returnPath ?? "/"}>
                {t("success.close")}
              </a>
            }
          />
        ) : (
          <>
            <p>{t("intro")}</p>
            <Form method="post" noValidate>
              <ContactFields result={result} reportTypeGroups={reportTypeGroups} source={source} returnPath={returnPath} />
              <ContactSubmit result={result} submitting={submitting} />
            </Form>
          </>
        )}
      </div>
    </Container>
  );
}
