// /espace-pro/dossiers — the bailiff history (pro-side §2, §7 "GET demands"): the current study's demands,
// newest first, with every filter of the call as a GET form (the filters stay in the URL, so the list is
// paged, bookmarked and reloaded as it is), the status badges of pro-side §4 on each appointment card.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { loadGuarded } from "~/.server/guards/demand";
import { requireProPage } from "~/.server/guards/pro-pages";
import { readQuery } from "~/.server/query";
import { getStudyDemands, getStudyMembers } from "~/.server/platform/pro-reads";
import { getStudyReportTypes } from "~/.server/platform/report-types";
import accountDemands from "~/locales/fr/account-demands.json";
import pro from "~/locales/fr/pro.json";
import { translator } from "~/i18n/translator";
import { DemandCard } from "~/features/account/demand-card";
import { ChoiceSelect } from "~/features/pro/choice-select";
import { MARKING_FILTER_OPTIONS } from "~/features/account/status-badges";
import { readDemandListQuery, withoutEmptyParams } from "~/features/pro/demand-filters";
import * as styles from "~/features/pro/pro.css";
import { proDemandCardView } from "~/features/pro/pro-views.server";
import { reportTypeChoices } from "~/features/pro/report-type-choices";
import { proPaths } from "~/features/pro/pro-paths";
import { isStudyProfessional } from "~/features/pro/study-professionals";
import { Button, buttonClass } from "~/ui/button";
import { CheckboxField, TextField } from "~/ui/field";
import { Pagination, pageHref } from "~/ui/pagination";

const t = translator(pro);
const ta = translator(accountDemands);

export const meta: MetaFunction = () => [{ title: t("demands.metaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { studyId, user } = await requireProPage("demands", request, context);
  // A lawyers' office reads its own profession's words, not a bailiff's (issue 38, point 20).
  const profession = user.studies.find((study) => study.id === studyId)?.profession ?? "bailiff";
  const search = readQuery(request);
  const tidy = withoutEmptyParams(search);
  if (tidy) throw redirect(tidy.toString() ? `${proPaths.proDemands}?${tidy}` : proPaths.proDemands);
  const query = readDemandListQuery(search);
  // A study the platform does not let this user read (403) sends them to the history, as the guards do.
  const [list, members, reportTypes] = await loadGuarded(() =>
    Promise.all([
      getStudyDemands(context.platform, studyId, { page: query.page, ...query.filters }),
      getStudyMembers(context.platform, studyId),
      getStudyReportTypes(studyId, true),
    ]),
  );
  const person = (member: (typeof members)[number]) => ({ id: member.id, name: `${member.firstname} ${member.lastname}` });
  return {
    values: query.values,
    demands: list.data.map(proDemandCardView),
    page: list.meta.current_page,
    lastPage: list.meta.last_page,
    total: list.meta.total,
    members: members.map(person),
    professionals: members.filter(isStudyProfessional).map(person),
    reportTypes: reportTypeChoices(reportTypes),
    markings: MARKING_FILTER_OPTIONS.map((marking) => ({
      id: marking,
      name: marking === "reportdone" ? t(`demands.reportDoneOf.${profession}`) : ta(`status.demand.${marking}`),
    })),
    professionalLabel: t(`demands.professionalOf.${profession}`),
  };
}

export default function StudyDemands() {
  const { values, demands, page, lastPage, total, members, professionals, reportTypes, markings, professionalLabel } =
    useLoaderData<typeof loader>();
  const location = useLocation();
  const selectFilters = [
    { name: "statut", label: t("demands.marking"), choices: markings },
    { name: "prestation", label: t("demands.reportType"), choices: reportTypes },
    { name: "gestionnaire", label: t("demands.manager"), choices: members },
    { name: "intervenant", label: t("demands.operator"), choices: professionals },
    { name: "professionnel", label: professionalLabel, choices: professionals },
  ] as const;
  return (
    <>
      <h1 className={styles.title}>{t("demands.title")}</h1>
      {/* A GET form: the filters become the URL's query, the page starts again at 1. */}
      <Form method="get" action={proPaths.proDemands}>
        <fieldset className={styles.filters}>
          <legend className={styles.filtersLegend}>{t("demands.filters")}</legend>
          <TextField id="filtre-du" label={t("demands.from")} name="du" type="date" defaultValue={values.du} />
          <TextField id="filtre-au" label={t("demands.to")} name="au" type="date" defaultValue={values.au} />
          <TextField id="filtre-nom" label={t("demands.lastname")} name="nom" defaultValue={values.nom} maxLength={100} />
          <TextField id="filtre-titre" label={t("demands.demandName")} name="titre" defaultValue={values.titre} maxLength={100} />
          {selectFilters.map((filter) => (
            <ChoiceSelect
              key={filter.name}
              id={`filtre-${filter.name}`}
              label={filter.label}
              name={filter.name}
              emptyLabel={t("demands.any")}
              defaultValue={values[filter.name]}
              choices={filter.choices}
            />
          ))}
          <CheckboxField
            id="filtre-a-traiter"
            label={t("demands.toPlanOrQualify")}
            name="a_traiter"
            value="1"
            defaultChecked={values.a_traiter === "1"}
          />
          <TextField
            id="filtre-agent"
            label={t("demands.partnerAgent")}
            name="agent"
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={values.agent}
          />
          <div className={styles.formActions}>
            <Button type="submit">{t("demands.submit")}</Button>
            <a className={buttonClass("outline")} href={proPaths.proDemands}>
              {t("demands.reset")}
            </a>
          </div>
        </fieldset>
      </Form>
      <p role="status">{t("demands.count", { total })}</p>
      {demands.length === 0 ? <p>{t("demands.empty")}</p> : null}
      <ul className={styles.cards}>
        {demands.map((demand) => (
          <li key={demand.id}>
            <DemandCard demand={demand} showTitle />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={lastPage}
        hrefFor={(target) => pageHref(proPaths.proDemands, location.search, target)}
        label={t("demands.pages")}
      />
    </>
  );
}
