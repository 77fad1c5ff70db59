// /{slug}/rendez-vous/creneaux: the slots step of booking v2 (customer-side §2.3, §2.5). The search (a
// GET form: report type, video, address) lands in the URL's booking parameters; the professionals of
// the study (on the partner context, around the address) show their slots, and choosing one posts it
// and goes on to the summary. Without JavaScript the address search lists suggestions to choose from
// and "more dates" is a link. The page hydrates: the address combobox and the slot list that grows on
// scroll fetch their code the first time they are used, so the first load stays within the 100 kB
// budget (docs/decisions/503-booking-v2-client-budget.md).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { chooseProfessional, refusedChoice } from "~/features/booking-v2/choose-slot.server";
import { loadSearchPage } from "~/features/booking-v2/search-page.server";
import { selectionHeader } from "~/features/booking-v2/selection.server";
import { v2Head } from "~/features/booking-v2/messages.server";
import { loadStepContext } from "~/features/booking-v2/step-context.server";
import { OfferList } from "~/features/booking-v2/offer-list";
import { v2Path, writeBookingQuery } from "~/features/booking-v2/query";
import { SlotSearchForm } from "~/features/booking-v2/slot-search-form";
import { afterSubmit } from "~/features/booking-v2/steps";
import { V2Frame } from "~/features/booking-v2/v2-frame";
import * as styles from "~/features/booking-v2/v2-frame.css";
import { Notice } from "~/ui/notice";
import { search as searchTexts } from "~/locales/fr/booking-v2-search.json";
import { translator } from "~/i18n/translator";
import { CHOICE_INTENT } from "~/features/booking-v2/choice-answer";
import { answerFor } from "~/features/forms/form-result";
import { v2Meta } from "./v2-meta";

const t = translator({ search: searchTexts });

export const meta: MetaFunction<typeof loader> = ({ data }) => v2Meta(data?.head);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const booking = await loadStepContext(request, context, params.slug, "creneaux");
  const page = await loadSearchPage({
    scope: booking.scope,
    url: new URL(request.url),
    query: booking.query,
    selection: booking.selection,
    pathFor: (query) => v2Path(booking.study.slug, "creneaux", query),
  });
  return data({
    study: { slug: booking.study.slug, name: booking.study.name, address: booking.study.full_address },
    partnerContext: booking.partnerContext,
    head: v2Head(booking.study, booking.partnerContext),
    ...page,
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const booking = await loadStepContext(request, context, params.slug, "creneaux");
  const outcome = await chooseProfessional(booking.scope, booking.query, booking.study.slug, await request.formData());
  if (!outcome.ok) return refusedChoice(outcome.reason);
  context.cookies.append(await selectionHeader(outcome.selection));
  const next = afterSubmit("creneaux", booking.visitor);
  return redirect(v2Path(booking.study.slug, next === "report" ? "demande" : next, booking.query));
}

export default function Slots() {
  const { study, partnerContext, query, groups, suggestions, errors, ready, visio, offers, selected } =
    useLoaderData<typeof loader>();
  const refused = answerFor(useActionData<typeof action>(), CHOICE_INTENT);
  const searchKey = writeBookingQuery(query).toString();
  return (
    <V2Frame study={study} partnerContext={partnerContext} step="creneaux" query={query}>
      <h2 className={styles.stepTitle}>{t("search.title")}</h2>
      {refused?.error ? (
        <Notice tone="danger" className={styles.alertSpacing}>
          {refused.error}
        </Notice>
      ) : null}
      <SlotSearchForm
        key={searchKey}
        groups={groups}
        query={query}
        addressFromSearch={partnerContext}
        studyAddress={partnerContext ? null : study.address}
        placeNote={partnerContext ? t("search.partnerPlace") : undefined}
        suggestions={suggestions}
        errors={errors}
      />
      {offers ? (
        <OfferList
          offers={offers}
          query={query}
          selected={selected}
          windowRoute={`/${study.slug}/rendez-vous/creneaux/fenetre`}
          onSiteHref={visio ? v2Path(study.slug, "creneaux", { ...query, service: undefined }) : null}
          compact={partnerContext}
        />
      ) : ready ? null : (
        <p className={styles.muted}>{t("search.searchFirst")}</p>
      )}
    </V2Frame>
  );
}
