// /reservation/professionnel — BAILIFF_SELECTION (customer-side §2.5): the onboarded professionals with
// a small calendar (medium screens and up) or a slot dialog (small screens: `?etude=&pro=` renders the
// full slot list as a page without JavaScript, a modal with it), the next availability, the 'oops'
// cards with the once-only recommendation, and the affiliated studies that receive the demand without
// a slot. Choosing a time is one form post.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { loadSelection, recommendedBailiffs, selectionContext } from "~/features/booking/selection.server";
import { windowStartFrom } from "~/features/booking/slot-search.server";
import { enterStep } from "~/features/booking/wizard-flow.server";
import { focusHref, SELECTION_PATH } from "~/features/booking/professional-step-paths";
import {
  chooseProfessionalSlot,
  consultAtOfficeInstead,
  recommendProfessional,
  transmitWithoutSlot,
} from "~/features/booking/wizard-professional.server";
import { candidateKey } from "~/features/booking/candidates";
import { BailiffCard, bailiffCardId, candidateName, skipHrefs } from "~/features/booking/components/bailiff-card";
import { NextAvailability } from "~/features/booking/components/next-availability";
import { SlotDialog } from "~/features/booking/components/slot-dialog";
import { SlotPicker, slotGroupLabel } from "~/features/booking/components/slot-picker";
import { UnavailableCard } from "~/features/booking/components/unavailable-card";
import { WizardFrame } from "~/features/booking/components/wizard-frame";
import { parsePositiveId } from "~/features/booking/positive-id";
import {
  isRecommended,
  parseRecommended,
  RECOMMENDED_BAILIFFS_KEY,
  serialiseRecommended,
} from "~/features/booking/recommendations";
import { stepProgress } from "~/features/booking/wizard-progress";
import { previousStep, STEP_PATHS } from "~/features/booking/wizard";
import { paths, withQuery } from "~/features/site/paths";
import type { RouteHandle } from "~/features/site/route-handle";
import bookingSelectionText from "~/locales/fr/booking-selection.json";
import { translator } from "~/i18n/translator";
import { Button, buttonClass } from "~/ui/button";
import { Pagination, pageHref } from "~/ui/pagination";
import { wizardMeta } from "./wizard-meta";
import * as styles from "./wizard-professional.css";

const t = translator(bookingSelectionText);

/** Right after each list of cards: where the last card's skip link leads. */
const ONBOARDED_END = "fin-professionnels-en-ligne";
const AFFILIATED_END = "fin-autres-etudes";

export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction = () => wizardMeta(t("selection.title"));

const WINDOW_URL = "/reservation/creneaux";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { state, user } = await enterStep(request, context, "BAILIFF_SELECTION");
  const selection = await selectionContext(state);
  if (!selection) throw redirect(STEP_PATHS[state.service === "consultation" ? "VISIO" : "REPORT_TYPE_PARENT"]);
  const params = new URL(request.url).searchParams;
  const studyId = parsePositiveId(params.get("etude"));
  const bailiffId = parsePositiveId(params.get("pro"));
  const focus = studyId && bailiffId ? candidateKey(bailiffId, studyId) : null;
  const from = windowStartFrom(params.get("du"));
  const page = parsePositiveId(params.get("page")) ?? 1;
  let cards: Awaited<ReturnType<typeof loadSelection>> | null = null;
  try {
    cards = await loadSelection(selection, from, focus, page);
  } catch (error) {
    console.error("Professionnels disponibles introuvables :", error);
  }
  return data({
    reportTypeName: selection.reportType.name,
    visio: selection.visio,
    consultation: state.service === "consultation",
    address: state.address?.label ?? null,
    cards,
    focus,
    from,
    slotTaken: params.get("creneau") === "pris",
    slotGone: params.get("creneau") === "indisponible",
    selected: state.slot ? `${state.slot.start}|${state.slot.end}` : null,
    recommended: await recommendedBailiffs(request),
    signedIn: Boolean(user),
    backHref: STEP_PATHS[previousStep("BAILIFF_SELECTION", state) ?? "PRESTATION"],
    progress: stepProgress("BAILIFF_SELECTION", state, Boolean(user)),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const step = await enterStep(request, context, "BAILIFF_SELECTION");
  const studyId = parsePositiveId(formData.get("studyId"));
  const bailiffId = parsePositiveId(formData.get("bailiffId"));
  switch (formData.get("intent")) {
    case "onSite":
      return consultAtOfficeInstead(context, step);
    case "recommend":
      if (bailiffId)
        return recommendProfessional(request, context, step, {
          bailiffId,
          studyId,
          page: parsePositiveId(formData.get("page")) ?? 1,
        });
      break;
    case "transmit":
      if (studyId) return transmitWithoutSlot(request, context, step, { studyId, bailiffId });
      break;
    case "slot":
      if (studyId && bailiffId)
        return chooseProfessionalSlot(request, context, step, { studyId, bailiffId }, formData.get("slot"));
      break;
  }
  return redirect(SELECTION_PATH);
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type Card = NonNullable<LoaderData["cards"]>["onboarded"][number];

/** The ids recommended from this browser: the cookie's, plus localStorage's once JavaScript runs. */
function useRecommended(fromCookie: number[]): number[] {
  const [ids, setIds] = useState(fromCookie);
  useEffect(() => {
    try {
      const merged = parseRecommended([
        ...parseRecommended(window.localStorage.getItem(RECOMMENDED_BAILIFFS_KEY)),
        ...fromCookie,
      ]);
      window.localStorage.setItem(RECOMMENDED_BAILIFFS_KEY, serialiseRecommended(merged));
      setIds(merged);
    } catch {
      setIds(fromCookie);
    }
  }, [fromCookie]);
  return ids;
}

export default function ProfessionalStep() {
  const loaded = useLoaderData<typeof loader>();
  const { cards, focus, from, visio, consultation, address, reportTypeName, signedIn, selected } = loaded;
  const location = useLocation();
  const recommended = useRecommended(loaded.recommended);
  const [dialogCard, setDialogCard] = useState<Card | null>(null);

  // Links back to a card keep the list's page, so the card is on the page they land on.
  const listPath = pageHref(SELECTION_PATH, "", cards?.page ?? 1);
  const lead = visio
    ? t("selection.leadVisio", { reportType: reportTypeName })
    : t(consultation ? "selection.leadAtStudy" : "selection.lead", { reportType: reportTypeName, address: address ?? "" });
  const notice = loaded.slotTaken ? t("selection.slotTaken") : loaded.slotGone ? t("selection.slotGone") : null;
  const focused = focus ? ([...(cards?.onboarded ?? []), ...(cards?.affiliated ?? [])][0] ?? null) : null;
  const title = focused
    ? t("selection.dialogTitle", { name: candidateName(focused.candidate.professional) })
    : t("selection.title");

  function slotFields(card: Card) {
    return { intent: "slot", studyId: String(card.candidate.study.id), bailiffId: String(card.candidate.professional.id) };
  }

  function oops(card: Card, headingLevel: 3 | 4 = 4) {
    const alreadyRecommended = isRecommended(recommended, card.candidate.professional.id);
    return (
      <UnavailableCard
        variant={card.failed ? "noData" : visio ? "visio" : "standard"}
        onSiteSearch={{ fields: { intent: "onSite" } }}
        retryHref={`${location.pathname}${location.search}`}
        headingLevel={headingLevel}
      >
        {card.failed ? null : alreadyRecommended ? (
          <p className={styles.muted}>{t("selection.alreadyRecommended")}</p>
        ) : signedIn ? (
          <Form method="post" className={styles.inlineForm} preventScrollReset>
            <input type="hidden" name="intent" value="recommend" />
            <input type="hidden" name="bailiffId" value={card.candidate.professional.id} />
            <input type="hidden" name="studyId" value={card.candidate.study.id} />
            <input type="hidden" name="page" value={cards?.page ?? 1} />
            <Button type="submit" variant="outline">
              {t("selection.recommend")}
            </Button>
            <span className={styles.muted}>{t("selection.recommendHelp")}</span>
          </Form>
        ) : (
          <Link to={withQuery(paths.login, { redirect: `${listPath}#${bailiffCardId(card.candidate)}` })}>
            {t("selection.recommendLogin")}
          </Link>
        )}
      </UnavailableCard>
    );
  }

  function transmitForm(card: Card) {
    return (
      <Form method="post" className={styles.inlineForm}>
        <input type="hidden" name="intent" value="transmit" />
        <input type="hidden" name="studyId" value={card.candidate.study.id} />
        <input type="hidden" name="bailiffId" value={card.candidate.professional.id} />
        <Button type="submit" variant="secondary">
          {t("selection.transmit")}
        </Button>
        <span className={styles.muted}>{t("selection.noSlotLead")}</span>
      </Form>
    );
  }

  function listCard(card: Card, skipHref: string | null) {
    const key = { studyId: card.candidate.study.id, bailiffId: card.candidate.professional.id };
    const slots = card.slots;
    let body;
    if (!card.candidate.takesSlots) body = transmitForm(card);
    else if (card.failed || !slots || slots.unavailable) body = oops(card);
    else if (slots.days.length === 0 && slots.nextAvailability)
      body = (
        <NextAvailability
          dateLabel={slots.nextAvailability.dateLabel}
          href={`${pageHref(SELECTION_PATH, new URLSearchParams({ du: slots.nextAvailability.from }), cards?.page ?? 1)}#${bailiffCardId(card.candidate)}`}
        />
      );
    else
      body = (
        <>
          <div className={styles.calendar}>
            <SlotPicker
              days={slots.days}
              hiddenFields={slotFields(card)}
              selectedValue={selected}
              showNoPriceNote={slots.showNoPriceNote}
              label={slotGroupLabel(candidateName(card.candidate.professional))}
              compact={{
                maxDays: 4,
                maxTimesPerDay: 4,
                fullHref: focusHref(key, { du: slots.from }),
                onOpenFull: () => setDialogCard(card),
              }}
            />
          </div>
          <a
            className={`${buttonClass("secondary")} ${styles.dialogButton}`}
            href={focusHref(key, { du: slots.from })}
            onClick={(event) => {
              event.preventDefault();
              setDialogCard(card);
            }}
          >
            {t("selection.openSlots")}
          </a>
        </>
      );
    return (
      <li key={card.candidate.key}>
        <BailiffCard candidate={card.candidate} showNoPriceNote={Boolean(slots?.showNoPriceNote)} skipHref={skipHref}>
          {body}
        </BailiffCard>
      </li>
    );
  }

  if (!cards) {
    return (
      <WizardFrame title={t("selection.title")} lead={lead} backHref={loaded.backHref} progress={loaded.progress} wide>
        <UnavailableCard variant="noData" retryHref={`${location.pathname}${location.search}`} headingLevel={2} />
      </WizardFrame>
    );
  }

  if (focus) {
    return (
      <WizardFrame title={title} lead={lead} backHref={SELECTION_PATH} notice={notice} wide>
        {focused ? (
          <BailiffCard candidate={focused.candidate} showNoPriceNote={Boolean(focused.slots?.showNoPriceNote)} headingLevel={2}>
            {!focused.candidate.takesSlots ? (
              transmitForm(focused)
            ) : focused.failed || !focused.slots || focused.slots.unavailable ? (
              oops(focused, 3)
            ) : (
              <SlotPicker
                days={focused.slots.days}
                hiddenFields={slotFields(focused)}
                selectedValue={selected}
                showNoPriceNote={focused.slots.showNoPriceNote}
                label={slotGroupLabel(candidateName(focused.candidate.professional))}
                moreHref={focusHref(
                  { studyId: focused.candidate.study.id, bailiffId: focused.candidate.professional.id },
                  { du: focused.slots.nextFrom },
                )}
                previousHref={
                  focused.slots.previousFrom
                    ? focusHref(
                        { studyId: focused.candidate.study.id, bailiffId: focused.candidate.professional.id },
                        { du: focused.slots.previousFrom },
                      )
                    : null
                }
                windowUrl={`${WINDOW_URL}?${new URLSearchParams({ etude: String(focused.candidate.study.id), pro: String(focused.candidate.professional.id) })}`}
                nextFrom={focused.slots.nextFrom}
                headingLevel={3}
              />
            )}
          </BailiffCard>
        ) : (
          <p className={styles.muted}>{t("selection.unknownProfessional")}</p>
        )}
        <p className={styles.links}>
          <Link to={SELECTION_PATH}>{t("selection.backToList")}</Link>
        </p>
      </WizardFrame>
    );
  }

  const empty = cards.onboarded.length === 0 && cards.affiliated.length === 0;
  // Each card's skip link goes to the next card, the last one's to right after its list.
  const onboardedSkips = skipHrefs(
    cards.onboarded.map((card) => card.candidate),
    ONBOARDED_END,
  );
  const affiliatedSkips = skipHrefs(
    cards.affiliated.map((card) => card.candidate),
    AFFILIATED_END,
  );
  return (
    <WizardFrame
      title={t("selection.title")}
      lead={lead}
      backHref={loaded.backHref}
      progress={loaded.progress}
      notice={notice}
      wide
    >
      {empty ? (
        <>
          <UnavailableCard
            variant={visio ? "visio" : "noData"}
            nobody
            onSiteSearch={{ fields: { intent: "onSite" } }}
            headingLevel={2}
          />
          <p className={styles.links}>
            <Link to={loaded.backHref}>{visio ? t("selection.changeAnswers") : t("selection.changeAddress")}</Link>
          </p>
        </>
      ) : null}
      {cards.onboarded.length > 0 ? (
        <section className={styles.section} aria-labelledby="professionnels-en-ligne">
          <h2 id="professionnels-en-ligne" className={styles.sectionTitle}>
            {t("selection.onboardedTitle")}
          </h2>
          <ul className={styles.cards}>
            {cards.onboarded.map((card) => listCard(card, onboardedSkips.get(card.candidate.key) ?? null))}
          </ul>
          <div id={ONBOARDED_END} />
          <Pagination
            page={cards.page}
            totalPages={cards.totalPages}
            hrefFor={(page) => pageHref(SELECTION_PATH, location.search, page)}
            label={t("selection.pages")}
          />
        </section>
      ) : null}
      {cards.affiliated.length > 0 ? (
        <section className={styles.section} aria-labelledby="autres-etudes">
          <h2 id="autres-etudes" className={styles.sectionTitle}>
            {t("selection.affiliatedTitle")}
          </h2>
          <p className={styles.sectionLead}>{t("selection.affiliatedLead")}</p>
          <ul className={styles.cards}>
            {cards.affiliated.map((card) => listCard(card, affiliatedSkips.get(card.candidate.key) ?? null))}
          </ul>
          <div id={AFFILIATED_END} />
        </section>
      ) : null}
      {dialogCard ? (
        <SlotDialog
          onClose={() => setDialogCard(null)}
          title={t("selection.dialogTitle", { name: candidateName(dialogCard.candidate.professional) })}
          windowUrl={`${WINDOW_URL}?${new URLSearchParams({ etude: String(dialogCard.candidate.study.id), pro: String(dialogCard.candidate.professional.id) })}`}
          from={dialogCard.slots?.from ?? from}
          picker={{
            hiddenFields: slotFields(dialogCard),
            selectedValue: selected,
            showNoPriceNote: Boolean(dialogCard.slots?.showNoPriceNote),
          }}
          unavailable={oops(dialogCard, 3)}
        />
      ) : null}
    </WizardFrame>
  );
}
