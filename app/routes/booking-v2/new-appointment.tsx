// /nouveau-rdv: a new appointment for a signed-in customer (customer-side §2.2, §2.6): the report type,
// the mode and the place, then a slot among the professionals around it, then the confirm view
// (?etape=confirmer) with the summary and the need; the demand confirmed leads to
// /nouveau-rdv/confirmation. The unfinished-demand widget stays hidden here.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireLoggedIn } from "~/.server/guards/logged-in";
import { affiliateFor } from "~/features/booking-v2/affiliate.server";
import { chooseProfessional, refusedChoice } from "~/features/booking-v2/choose-slot.server";
import { sendDemand } from "~/features/booking-v2/confirm.server";
import { newIdempotencyKey } from "~/.server/idempotency-key";
import { postedIdempotencyKey } from "~common/idempotency";
import { confirmFailureOf } from "~/features/booking/core/confirm-failure.server";
import { customerFor } from "~/features/booking-v2/customer.server";
import { v2Text } from "~/features/booking-v2/messages.server";
import type { BookingScope } from "~/features/booking-v2/scope.server";
import { loadSearchPage } from "~/features/booking-v2/search-page.server";
import { clearedSelection, readSelection, selectionHeader } from "~/features/booking-v2/selection.server";
import { chosenBooking, summaryOf } from "~/features/booking-v2/summary.server";
import { ConfirmForm } from "~/features/booking-v2/confirm-form";
import { ContactDialogLink } from "~/features/booking-v2/contact/contact-dialog-link";
import {
  confirmationPath,
  CONFIRM_STEP,
  NEW_APPOINTMENT_MARKER,
  newAppointmentPath,
  STEP_PARAM,
} from "~/features/booking-v2/new-appointment";
import { OfferList } from "~/features/booking-v2/offer-list";
import { isVisioService, readBookingQuery, writeBookingQuery, type BookingQuery } from "~/features/booking-v2/query";
import { needSchema } from "~/features/booking-v2/schemas";
import { selectionMatches } from "~/features/booking-v2/selection";
import { SlotSearchForm } from "~/features/booking-v2/slot-search-form";
import * as styles from "~/features/booking-v2/v2-frame.css";
import type { RouteHandle } from "~/features/site/route-handle";
import { newAppointment as newAppointmentTexts } from "~/locales/fr/booking-v2-new-appointment.json";
import { search as searchTexts } from "~/locales/fr/booking-v2-search.json";
import { summary as summaryTexts } from "~/locales/fr/booking-v2-summary.json";
import { translator } from "~/i18n/translator";
import { CHOICE_INTENT } from "~/features/booking-v2/choice-answer";
import { answerFor, type FormAnswer } from "~/features/forms/form-result";
import { Container } from "~/ui/container";
import { Notice } from "~/ui/notice";

const t = translator({ search: searchTexts, summary: summaryTexts, newAppointment: newAppointmentTexts });

export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction = () => [{ title: t("newAppointment.metaTitle") }, { name: "robots", content: "noindex" }];

const SCOPE: BookingScope = { kind: "any" };

async function currentSelection(request: Request, query: BookingQuery) {
  const stored = await readSelection(request);
  return selectionMatches(stored, {
    slug: NEW_APPOINTMENT_MARKER,
    reportType: query.reportType,
    visio: isVisioService(query.service),
  })
    ? stored
    : null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireLoggedIn(request, context.session.user);
  const url = new URL(request.url);
  const query = readBookingQuery(url.searchParams);
  const selection = await currentSelection(request, query);
  if (url.searchParams.get(STEP_PARAM) === CONFIRM_STEP) {
    const chosen = await chosenBooking(SCOPE, query, selection);
    if (!chosen) throw redirect(newAppointmentPath(query));
    return { view: "confirm" as const, query, summary: await summaryOf(SCOPE, chosen), idempotencyKey: newIdempotencyKey() };
  }
  const page = await loadSearchPage({
    scope: SCOPE,
    url,
    query,
    selection,
    pathFor: (search) => newAppointmentPath(search),
  });
  return { view: "search" as const, ...page };
}

/** The summary's confirmation (intent "confirm"); any other post chooses a slot (refusedChoice). */
type ConfirmAnswer = FormAnswer<"confirm">;

export async function action({ request, context }: ActionFunctionArgs) {
  requireLoggedIn(request, context.session.user);
  const customer = customerFor(context.session);
  const query = readBookingQuery(new URL(request.url).searchParams);
  const formData = await request.formData();

  if (formData.get("intent") !== "confirm") {
    const outcome = await chooseProfessional(SCOPE, query, NEW_APPOINTMENT_MARKER, formData);
    if (!outcome.ok) return refusedChoice(outcome.reason);
    context.cookies.append(await selectionHeader(outcome.selection));
    return redirect(newAppointmentPath(query, true));
  }

  const submission = parseWithZod(formData, { schema: needSchema });
  if (submission.status !== "success")
    return data<ConfirmAnswer>({ intent: "confirm", result: submission.reply() }, { status: 400 });
  const chosen = await chosenBooking(SCOPE, query, await currentSelection(request, query));
  if (!chosen || !customer) throw redirect(newAppointmentPath(query));
  const affiliate = await affiliateFor(request);
  if (affiliate.setCookie) context.cookies.append(affiliate.setCookie);
  try {
    const created = await sendDemand({
      scope: SCOPE,
      customer,
      site: context.site,
      ...chosen,
      furtherInfos: submission.value.furtherInfos,
      affiliateId: affiliate.affiliateId,
      idempotencyKey: postedIdempotencyKey(formData),
    });
    context.cookies.append(await clearedSelection());
    return redirect(confirmationPath(created.id));
  } catch (error) {
    const failure = confirmFailureOf(error);
    if (failure === "slot-taken") {
      context.cookies.append(await clearedSelection());
      context.flash.add({ type: "error", message: v2Text("searchErrors.slotTaken") });
      return redirect(newAppointmentPath(query));
    }
    const message = t(failure === "no-account" ? "summary.noAccount" : "summary.failure");
    return data<ConfirmAnswer>(
      { intent: "confirm", result: submission.reply({ formErrors: [message] }) },
      { status: failure === "no-account" ? 401 : 502 },
    );
  }
}

export default function NewAppointment() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const refused = answerFor(answer, CHOICE_INTENT);
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>{t("newAppointment.title")}</h1>
      <section className={styles.card}>
        {page.view === "confirm" ? (
          <>
            <h2 className={styles.stepTitle}>{t("newAppointment.confirmTitle")}</h2>
            <p className={styles.intro}>{t("summary.intro")}</p>
            <ConfirmForm
              summary={page.summary}
              result={answerFor(answer, "confirm")?.result}
              changeHref={newAppointmentPath(page.query)}
              intent="confirm"
              idempotencyKey={page.idempotencyKey}
            />
          </>
        ) : (
          <>
            <h2 className={styles.stepTitle}>{t("search.title")}</h2>
            <p className={styles.intro}>{t("newAppointment.intro")}</p>
            {refused?.error ? (
              <Notice tone="danger" className={styles.alertSpacing}>
                {refused.error}
              </Notice>
            ) : null}
            <SlotSearchForm
              key={writeBookingQuery(page.query).toString()}
              groups={page.groups}
              query={page.query}
              addressFromSearch
              studyAddress={null}
              placeNote={t("newAppointment.placeNote")}
              suggestions={page.suggestions}
              errors={page.errors}
            />
            {page.offers ? (
              <OfferList
                offers={page.offers}
                query={page.query}
                selected={page.selected}
                windowRoute="/nouveau-rdv/creneaux"
                onSiteHref={page.visio ? newAppointmentPath({ ...page.query, service: undefined }) : null}
                compact
              />
            ) : page.ready ? null : (
              <p className={styles.muted}>{t("search.searchFirst")}</p>
            )}
          </>
        )}
      </section>
      <p className={styles.help}>
        {t("newAppointment.help")} <ContactDialogLink>{t("newAppointment.helpLink")}</ContactDialogLink>
      </p>
    </Container>
  );
}
