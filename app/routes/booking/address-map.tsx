// /{reportType}/adresse/ — the address map (customer-side §2.2): reportType "prestation" (the urgent
// bailiff of the menu) or "consultation". The address search, then the professionals who work there,
// and on into the wizard's BAILIFF_SELECTION with the service, the default report type and the address
// set. `?adresse=&lat=&lon=` pre-chooses the address (zone pages). A partner agent with partner studies
// first chooses for whom (/reservation/pour-qui), unless `?pour=moi`. `/consultation/adresse/?visio=1`
// (« Consulter en visio ») lists the professionals who consult by video, as the wizard's video choice does.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { hasPermission } from "~common/permissions";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { postedAddress, searchAddressOptions, type AddressSearch } from "~/features/booking/address-search.server";
import { listAvailableBailiffs } from "~/features/booking/available-bailiffs.server";
import { reportTypeBySlug } from "~/features/booking/catalogue.server";
import { saveDraft } from "~/features/booking/drafts.server";
import { currentWizardState, goToStep } from "~/features/booking/wizard-flow.server";
import { coordinatesFrom } from "~/features/booking/address-suggestion";
import { AddressStepField } from "~/features/booking/components/address-search-field";
import { candidateName } from "~/features/booking/components/bailiff-card";
import { WizardFrame } from "~/features/booking/components/wizard-frame";
import * as frame from "~/features/booking/components/wizard-frame.css";
import { tPlural } from "~/features/content/plural";
import { seoMeta } from "~/features/content/seo-meta";
import { canonicalUrl } from "~/features/content/site.server";
import { DEFAULT_REPORT_TYPE_SLUG } from "~/features/booking/report-types";
import { answer, type ChosenAddress, type Service, type WizardState } from "~/features/booking/wizard";
import bookingAddressText from "~/locales/fr/booking-address.json";
import bookingMapText from "~/locales/fr/booking-map.json";
import { translator } from "~/i18n/translator";
import { answerFor, errorOf, type FormAnswer } from "~/features/forms/form-result";
import { Button } from "~/ui/button";
import * as styles from "./wizard-professional.css";

const t = translator({ ...bookingAddressText, ...bookingMapText });

const PARTNER_CHOICE_PATH = "/reservation/pour-qui";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  seoMeta({
    title: t(
      loaded?.visio ? "map.metaTitleVisio" : loaded?.service === "consultation" ? "map.metaTitleConsultation" : "map.metaTitle",
    ),
    description: t("map.metaDescription"),
    canonical: loaded?.canonical ?? "",
    noindex: loaded?.noindex,
  });

/**
 * The search page's canonical form is the page without an address (the visio consultation keeps its
 * `visio`); an answer for one address is someone's search, never indexed.
 */
function searchPageSeo(request: Request, visio: boolean): { canonical: string; noindex: boolean } {
  const url = new URL(request.url);
  const canonical = new URL(canonicalUrl(url.pathname));
  if (visio) canonical.searchParams.set("visio", "1");
  const searched = ["address", "adresse", "lat", "lon", "pour"].some((name) => url.searchParams.has(name));
  return { canonical: canonical.href, noindex: searched };
}

function serviceOf(param: string | undefined): Service {
  if (param === "prestation") return "meeting";
  if (param === "consultation") return "consultation";
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

/** The default report type of each entry: 'general-' plus the meeting-type constant (customer-side §3). */
const DEFAULT_SLUG: Record<Service, string> = { meeting: DEFAULT_REPORT_TYPE_SLUG, consultation: "general-consultation" };

/** The video entry: a consultation, by video (the query's or the posted form's `visio=1`). */
function isVisio(service: Service, value: unknown): boolean {
  return service === "consultation" && value === "1";
}

/** The wizard's answers for a search from this page: the user's own report type kept when it fits. */
async function answersFor(
  state: WizardState,
  service: Service,
  address: ChosenAddress,
  visio: boolean,
): Promise<WizardState | null> {
  let next = answer(state, { kind: "service", service });
  const kept = next.reportTypeSlug ? await reportTypeBySlug(next.reportTypeSlug) : null;
  const fits = kept?.parent && (!visio || ("visioEnabled" in kept.reportType && kept.reportType.visioEnabled));
  const found = fits ? kept : await reportTypeBySlug(DEFAULT_SLUG[service]);
  if (!found?.parent) return null;
  if (service === "meeting") {
    next = answer(next, { kind: "parent", parentSlug: found.parent.slug });
    next = answer(next, { kind: "reportType", reportTypeSlug: found.reportType.slug });
  } else {
    next = answer(next, { kind: "visio", visio, reportTypeSlug: found.reportType.slug });
  }
  return answer(next, { kind: "address", address });
}

async function isPartnerAgentWithStudies(context: AppLoadContext): Promise<boolean> {
  const user = context.session.user;
  if (!user || !hasPermission(user, "partner.act_for_company")) return false;
  try {
    const full = await context.platform.currentUser();
    return full.studies.some((study) => study.type === "partner");
  } catch {
    return false;
  }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const service = serviceOf(params.reportType);
  const query = new URL(request.url).searchParams;
  const forMe = query.get("pour") === "moi";
  const visio = isVisio(service, query.get("visio"));
  if (service === "meeting" && !forMe && (await isPartnerAgentWithStudies(context))) throw redirect(PARTNER_CHOICE_PATH);

  const typed = query.get("address");
  const search = typed !== null ? await searchAddressOptions(typed) : null;
  const label = (query.get("adresse") ?? "").trim().slice(0, 300);
  const coordinates = coordinatesFrom(query.get("lat"), query.get("lon"));
  const chosen = !search && label && coordinates ? { label, ...coordinates } : null;

  // A light list (the cards with their calendars come at the next step): names prepared here.
  let professionals: { key: string; name: string; study: string; distance: string | null }[] | null = null;
  let failed = false;
  if (chosen) {
    try {
      const found = await reportTypeBySlug(DEFAULT_SLUG[service]);
      if (found) {
        const lists = await listAvailableBailiffs({
          reportTypeId: found.reportType.id,
          latitude: visio ? undefined : chosen.latitude,
          longitude: visio ? undefined : chosen.longitude,
          visio,
        });
        professionals = [...lists.onboarded, ...lists.affiliated].map((candidate) => ({
          key: candidate.key,
          name: candidateName(candidate.professional),
          study: candidate.study.name,
          distance:
            candidate.distanceKm === null
              ? null
              : new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }).format(candidate.distanceKm),
        }));
      }
    } catch (error) {
      console.error("Professionnels introuvables pour la carte :", error);
      failed = true;
    }
  }
  return data({ service, visio, forMe, search, chosen, professionals, failed, ...searchPageSeo(request, visio) });
}

/** The address form: why the address does not count yet, and the suggestions for what was typed. */
type AddressAnswer = FormAnswer<"address", { search: AddressSearch | null }>;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const service = serviceOf(params.reportType);
  const formData = await request.formData();
  const posted = await postedAddress(formData);
  if (!posted.address) {
    const { error, search } = posted.refused;
    return data<AddressAnswer>({ intent: "address", error, data: { search } }, { status: 400 });
  }
  const { state } = await currentWizardState(request, context);
  const next = await answersFor(state, service, posted.address, isVisio(service, formData.get("visio")));
  if (!next) return data<AddressAnswer>({ intent: "address", error: t("map.failed"), data: { search: null } }, { status: 503 });
  const { cookies } = await saveDraft(request, next, {
    source: context.site === "cncj" ? "cncj" : "preuveo",
    auth: context.platform,
  });
  return goToStep(context, "BAILIFF_SELECTION", next, cookies);
}

export default function AddressMapPage() {
  const { service, visio, forMe, search, chosen, professionals, failed } = useLoaderData<typeof loader>();
  const answer = answerFor(useActionData<typeof action>(), "address");
  const consultation = service === "consultation";
  return (
    <WizardFrame
      title={t(visio ? "map.titleVisio" : consultation ? "map.titleConsultation" : "map.titleMeeting")}
      lead={t(visio ? "map.leadVisio" : consultation ? "map.leadConsultation" : "map.lead")}
      wide
    >
      <Form method="post" noValidate>
        {forMe ? <input type="hidden" name="pour" value="moi" /> : null}
        {visio ? <input type="hidden" name="visio" value="1" /> : null}
        <AddressStepField
          search={answer?.data?.search ?? search}
          chosen={chosen}
          errors={errorOf(answer)}
          consultation={consultation}
        />
        <div className={frame.actions}>
          <Button type="submit">{chosen ? t("map.continue") : t("map.submit")}</Button>
        </div>
      </Form>
      {chosen ? (
        <section className={styles.section} aria-labelledby="professionnels-carte">
          <h2 id="professionnels-carte" className={styles.sectionTitle}>
            {visio ? t("map.resultsTitleVisio") : t("map.resultsTitle", { address: chosen.label })}
          </h2>
          {failed ? (
            <p className={styles.muted}>{t("map.failed")}</p>
          ) : professionals && professionals.length > 0 ? (
            <>
              <p className={styles.sectionLead}>
                {tPlural(t, visio ? "map.countVisio" : "map.count", professionals.length)} {t("map.resultsLead")}
              </p>
              <ul className={styles.people}>
                {professionals.map((professional) => (
                  <li key={professional.key}>
                    <strong>{professional.name}</strong>, {professional.study}
                    {professional.distance ? ` · ${t("map.distance", { km: professional.distance })}` : ""}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className={styles.muted}>
              {t("map.none")} <a href="/contact">{t("map.contact")}</a>
            </p>
          )}
        </section>
      ) : null}
    </WizardFrame>
  );
}
