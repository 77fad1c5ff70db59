// /rendez-vous/{config?} (customer-side §2.6, pro-side §2): 'Tous mes dossiers' (historique) for any
// validated user, and 'Dossiers entreprise' (entreprise) for partner agents. Filters by report type and
// status (to-qualify shows as in progress and is not offered), a demand-name search for partner agents,
// the pagination pattern, the empty message. Plain GET forms and links: the page ships no JavaScript.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { getSession } from "~/.server/session";
import { getCompanyDemands } from "~/features/account/company-demands.server";
import { switchCurrentStudy } from "~/features/account/current-study.server";
import { demandView } from "~/features/account/demand-view.server";
import { validatedUser } from "~/.server/guards/account-pages";
import { hasPermission } from "~common/permissions";
import { requirePermission } from "~/.server/guards/permission-rules";
import { PlatformError } from "~/.server/platform/errors";
import { getReportTypes } from "~/.server/platform/report-types";
import { getUserDemands } from "~/.server/platform/users";
import { pageParam, readQuery } from "~/.server/query";
import { history, status } from "~/locales/fr/account-demands.json";
import { settings } from "~/locales/fr/account-settings.json";
import { translator } from "~/i18n/translator";
import { AccountColumn } from "~/features/account/account-card";
import * as card from "~/features/account/account-card.css";
import { DemandCard } from "~/features/account/demand-card";
import * as cardStyles from "~/features/account/demand-card.css";
import type { DemandView } from "~/features/account/demand-view";
import { answerFor, errorOf, type FormAnswer } from "~/features/forms/form-result";
import * as styles from "~/features/account/history.css";
import { MARKING_FILTER_OPTIONS, parseMarkingFilter } from "~/features/account/status-badges";
import { pageHref } from "~/ui/pagination-pattern";
import type { RouteHandle } from "~/features/site/route-handle";
import { buttonClass } from "~/ui/button";
import { FormErrors, SelectField, TextField } from "~/ui/field";
import { Pagination } from "~/ui/pagination";

const t = translator({ history, settings, status });

const HISTORY = "historique";
const COMPANY = "entreprise";

export const handle: RouteHandle = { hydrate: false };

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded?.config === COMPANY ? t("history.companyMetaTitle") : t("history.metaTitle") },
  { name: "robots", content: "noindex" },
];

function listKind(config: string | undefined): typeof HISTORY | typeof COMPANY {
  if (config === HISTORY || config === COMPANY) return config;
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

async function reportTypeOptions(): Promise<{ id: number; name: string }[]> {
  try {
    const groups = await getReportTypes({ enabledOnly: true });
    return groups
      .flatMap((group) => (group.children.length > 0 ? group.children : [group]))
      .map((type) => ({ id: type.id, name: type.name }));
  } catch {
    // The filter is a convenience: without the list, the page still shows every demand.
    return [];
  }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!params.config) throw redirect(`/rendez-vous/${HISTORY}`);
  const config = listKind(params.config);
  const user = validatedUser(request, context.session.user);
  // pro-side §2 "Partner company demands": partner agents only (the spec's PartnerAgent).
  if (config === COMPANY) requirePermission(user, "partner.act_for_company");

  const search = readQuery(request);
  const requestedPage = pageParam(search);
  const marking = parseMarkingFilter(search.get("statut"));
  const reportTypeId = /^\d{1,9}$/.test(search.get("prestation") ?? "") ? Number(search.get("prestation")) : undefined;
  const demandName = (search.get("nom") ?? "").trim().slice(0, 100);
  const filters = { marking: marking ?? "", reportTypeId: reportTypeId ? String(reportTypeId) : "", demandName };
  const reportTypes = await reportTypeOptions();
  // customer-side §6 "Partner agents see the appointment title heading".
  const showTitle = hasPermission(user, "partner.act_for_company");

  if (config === HISTORY) {
    const list = await getUserDemands(context.platform, { page: requestedPage, marking, report_type_id: reportTypeId });
    return {
      config,
      studyName: null,
      studies: [],
      currentStudyId: null,
      unavailable: false,
      demands: list.data.map(demandView),
      page: list.meta.current_page,
      totalPages: list.meta.last_page,
      filters,
      reportTypes,
      showTitle,
    };
  }

  const platformUser = await context.platform.currentUser();
  const partnerStudies = platformUser.studies
    .filter((study) => study.type === "partner")
    .map((study) => ({ id: study.id, name: study.name }));
  const currentStudyId =
    (await getSession(request)).get("studyId") ?? platformUser.currentStudyId ?? partnerStudies[0]?.id ?? null;
  const current = partnerStudies.find((study) => study.id === currentStudyId) ?? partnerStudies[0];
  let demands: DemandView[] = [];
  let meta = { current_page: 1, last_page: 1 };
  let unavailable = false;
  if (current) {
    try {
      const list = await getCompanyDemands(context.platform, current.id, {
        page: requestedPage,
        marking,
        report_type_id: reportTypeId,
        demand_name: demandName || undefined,
        current_user_id: user.id,
      });
      demands = list.data.map(demandView);
      meta = list.meta;
    } catch (error) {
      if (error instanceof Response || !(error instanceof PlatformError)) throw error;
      unavailable = true;
    }
  }
  return {
    config,
    studyName: current?.name ?? null,
    studies: partnerStudies,
    currentStudyId: current?.id ?? null,
    unavailable,
    demands,
    page: meta.current_page,
    totalPages: meta.last_page,
    filters,
    reportTypes,
    showTitle,
  };
}

/** The company switch: a study the agent does not act for answers the form's message. */
type SwitchStudyAnswer = FormAnswer<"switch-study">;

/** Partner agents switch the company they act for; the list reloads for it. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (listKind(params.config) !== COMPANY) throw new Response(null, { status: 405 });
  requirePermission(validatedUser(request, context.session.user), "partner.act_for_company");
  const studyId = Number((await request.formData()).get("study_id"));
  const switched = Number.isInteger(studyId) && studyId > 0 && (await switchCurrentStudy(context.session, studyId));
  if (!switched) return data<SwitchStudyAnswer>({ intent: "switch-study", error: t("settings.studyRequired") }, { status: 400 });
  return redirect(`/rendez-vous/${COMPANY}`);
}

export default function History() {
  const loaded = useLoaderData<typeof loader>();
  const location = useLocation();
  const switchAnswer = answerFor(useActionData<typeof action>(), "switch-study");
  const company = loaded.config === COMPANY;
  const filtered = Boolean(loaded.filters.marking || loaded.filters.reportTypeId || loaded.filters.demandName);
  const path = `/rendez-vous/${loaded.config}`;
  return (
    <AccountColumn>
      <h1 className={card.title}>
        {company ? t("history.companyTitle", { study: loaded.studyName ?? "" }) : t("history.title")}
      </h1>

      {company && loaded.studies.length > 1 ? (
        <form method="post" className={styles.studySwitch}>
          <FormErrors errors={errorOf(switchAnswer)} />
          <SelectField
            id="entreprise-courante"
            label={t("history.companyStudy")}
            name="study_id"
            defaultValue={String(loaded.currentStudyId ?? "")}
          >
            {loaded.studies.map((study) => (
              <option key={study.id} value={study.id}>
                {study.name}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={buttonClass("outline", false, styles.switchButton)}>
            {t("history.companyStudyChange")}
          </button>
        </form>
      ) : null}

      <form method="get" action={path} className={styles.filters} aria-label={t("history.filters")}>
        <div className={styles.filter}>
          <SelectField
            id="filtre-prestation"
            label={t("history.reportType")}
            name="prestation"
            defaultValue={loaded.filters.reportTypeId}
          >
            <option value="">{t("history.allReportTypes")}</option>
            {loaded.reportTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </SelectField>
        </div>
        <div className={styles.filter}>
          <SelectField id="filtre-statut" label={t("history.status")} name="statut" defaultValue={loaded.filters.marking}>
            <option value="">{t("history.allStatuses")}</option>
            {MARKING_FILTER_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`status.demand.${option}`)}
              </option>
            ))}
          </SelectField>
        </div>
        {company ? (
          <TextField
            className={styles.filter}
            id="filtre-nom"
            label={t("history.demandName")}
            name="nom"
            type="search"
            defaultValue={loaded.filters.demandName}
          />
        ) : null}
        <div className={styles.filterActions}>
          <button type="submit" className={buttonClass("secondary")}>
            {t("history.apply")}
          </button>
          {filtered ? <a href={path}>{t("history.reset")}</a> : null}
        </div>
      </form>

      {loaded.unavailable ? (
        <p className={styles.empty} role="status">
          {t("history.companyUnavailable")}
        </p>
      ) : loaded.demands.length === 0 ? (
        <div className={styles.empty}>
          <p>{filtered ? t("history.emptyFiltered") : t("history.empty")}</p>
          {!filtered && !company ? (
            <a className={buttonClass("primary")} href="/reservation">
              {t("history.newDemand")}
            </a>
          ) : null}
        </div>
      ) : (
        <ul className={cardStyles.list} aria-label={t("history.list")}>
          {loaded.demands.map((demand) => (
            <li key={demand.id}>
              <DemandCard demand={demand} showTitle={loaded.showTitle} />
            </li>
          ))}
        </ul>
      )}

      <Pagination
        page={loaded.page}
        totalPages={loaded.totalPages}
        hrefFor={(page) => pageHref(path, location.search, page)}
        label={t("history.pages")}
      />
    </AccountColumn>
  );
}
