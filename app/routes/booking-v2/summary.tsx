// /{slug}/rendez-vous/demande: the summary of booking v2 (customer-side §2.3 "Summary screen", §4, §8):
// what was chosen, 'Quel est votre besoin ?', confirm (a loader while it is sent, with JavaScript) and
// the error line. A signed-in user then reaches the report page; a guest sets their password first.
// A slot someone else just took sends the user back to the slots with everything else kept.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { affiliateFor, clearedAffiliateToken } from "~/features/booking-v2/affiliate.server";
import { bookedDemandHeader } from "~/features/booking-v2/booked-demand.server";
import { sendDemand } from "~/features/booking-v2/confirm.server";
import { newIdempotencyKey } from "~/.server/idempotency-key";
import { postedIdempotencyKey } from "~common/idempotency";
import { confirmFailureOf } from "~/features/booking/core/confirm-failure.server";
import { endGuestSession } from "~/features/booking-v2/customer.server";
import { clearedSelection } from "~/features/booking-v2/selection.server";
import { chosenBooking, summaryOf } from "~/features/booking-v2/summary.server";
import { v2Head, v2Text } from "~/features/booking-v2/messages.server";
import { loadStepContext, type V2StepContext } from "~/features/booking-v2/step-context.server";
import { ConfirmForm } from "~/features/booking-v2/confirm-form";
import { v2Path } from "~/features/booking-v2/query";
import { needSchema } from "~/features/booking-v2/schemas";
import { afterSubmit, reportPath } from "~/features/booking-v2/steps";
import { V2Frame } from "~/features/booking-v2/v2-frame";
import * as styles from "~/features/booking-v2/v2-frame.css";
import { summary as summaryTexts } from "~/locales/fr/booking-v2-summary.json";
import { translator } from "~/i18n/translator";
import { answerFor, type FormAnswer } from "~/features/forms/form-result";
import { v2Meta } from "./v2-meta";

const t = translator({ summary: summaryTexts });

export const meta: MetaFunction<typeof loader> = ({ data }) => v2Meta(data?.head);

/** The search and the choice the summary is about; a search that no longer holds goes back to the slots. */
async function chosenDemand(booking: V2StepContext) {
  const chosen = await chosenBooking(booking.scope, booking.query, booking.selection);
  if (!chosen) throw redirect(v2Path(booking.study.slug, "creneaux", booking.query));
  return chosen;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const booking = await loadStepContext(request, context, params.slug, "demande");
  const chosen = await chosenDemand(booking);
  return data({
    study: { slug: booking.study.slug, name: booking.study.name },
    partnerContext: booking.partnerContext,
    head: v2Head(booking.study, booking.partnerContext),
    query: booking.query,
    summary: await summaryOf(booking.scope, chosen),
    idempotencyKey: newIdempotencyKey(),
  });
}

/** The page's one form. */
type SummaryAnswer = FormAnswer<"confirm">;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const booking = await loadStepContext(request, context, params.slug, "demande");
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: needSchema });
  if (submission.status !== "success")
    return data<SummaryAnswer>({ intent: "confirm", result: submission.reply() }, { status: 400 });
  const chosen = await chosenDemand(booking);
  const affiliate = await affiliateFor(request);
  if (affiliate.setCookie) context.cookies.append(affiliate.setCookie);

  const customer = booking.customer;
  if (!customer)
    return data<SummaryAnswer>(
      { intent: "confirm", result: submission.reply({ formErrors: [v2Text("summary.noAccount")] }) },
      { status: 401 },
    );
  let created;
  try {
    created = await sendDemand({
      scope: booking.scope,
      customer,
      site: context.site,
      ...chosen,
      furtherInfos: submission.value.furtherInfos,
      affiliateId: affiliate.affiliateId,
      idempotencyKey: postedIdempotencyKey(form),
    });
  } catch (error) {
    const failure = confirmFailureOf(error);
    if (failure === "slot-taken") {
      // Someone was faster: pick another slot, everything else (details, search) stays.
      context.cookies.append(await clearedSelection());
      context.flash.add({ type: "error", message: v2Text("searchErrors.slotTaken") });
      return redirect(v2Path(booking.study.slug, "creneaux", booking.query));
    }
    if (failure === "no-account") {
      if (customer.kind === "guest") endGuestSession(context.session);
      return data<SummaryAnswer>(
        { intent: "confirm", result: submission.reply({ formErrors: [v2Text("summary.noAccount")] }) },
        { status: 401 },
      );
    }
    return data<SummaryAnswer>(
      { intent: "confirm", result: submission.reply({ formErrors: [v2Text("summary.failure")] }) },
      { status: 502 },
    );
  }

  context.cookies.append(await clearedSelection());
  context.cookies.append(await clearedAffiliateToken());
  const next = afterSubmit("demande", booking.visitor);
  if (next === "report") return redirect(reportPath(created.id));
  context.cookies.append(await bookedDemandHeader(created.id));
  return redirect(v2Path(booking.study.slug, "mot-de-passe", booking.query));
}

export default function Summary() {
  const { study, partnerContext, query, summary, idempotencyKey } = useLoaderData<typeof loader>();
  const result = answerFor(useActionData<typeof action>(), "confirm")?.result;
  return (
    <V2Frame study={study} partnerContext={partnerContext} step="demande" query={query}>
      <h2 className={styles.stepTitle}>{t("summary.title")}</h2>
      <p className={styles.intro}>{t("summary.intro")}</p>
      <ConfirmForm
        summary={summary}
        result={result}
        changeHref={v2Path(study.slug, "creneaux", query)}
        idempotencyKey={idempotencyKey}
      />
    </V2Frame>
  );
}
