// The free legal diagnostic (customer-side §1, §2.1): one question per page, each answer a submit of a
// plain GET form carrying the answers so far in the URL (app/features/content/diagnostic.ts), ending
// on the recommended report type with a link into the booking flow. No JavaScript.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getDiagnostic } from "~/features/content/client.server";
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { contentHeaders } from "~/features/content/cache-control";
import * as page from "~/features/content/content-layout.css";
import {
  answerFields,
  DIAGNOSTIC_PATH,
  diagnosticHref,
  parseChemin,
  previousStepHref,
  replayDiagnostic,
  resultBookingHref,
} from "~/features/content/diagnostic";
import { PageHero } from "~/features/content/page-hero";
import { errorMeta, seoMeta } from "~/features/content/seo-meta";
import type { RouteHandle } from "~/features/site/route-handle";
import { buttonClass } from "~/ui/button";
import { Container } from "~/ui/container";
import { canonicalUrl, contentPage, fromContent, notFound } from "~/features/content/site.server";
import * as styles from "./diagnostic.css";

const t = translator(content);

export const handle: RouteHandle = { hydrate: false };

export const headers = contentHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const diagnostic = await fromContent(() => getDiagnostic());
  if (!diagnostic) throw notFound();
  const search = new URL(request.url).searchParams;
  const chemin = parseChemin(search.get("chemin"));
  const state = chemin ? replayDiagnostic(diagnostic, chemin) : ({ kind: "invalid" } as const);
  // A stale or edited URL starts again; a URL whose `q` disagrees with its answers is put right.
  if (state.kind === "invalid") throw redirect(DIAGNOSTIC_PATH);
  const expected = state.kind === "question" && state.chemin.length > 0 ? state.question.id : null;
  if ((search.get("q") || null) !== expected) throw redirect(diagnosticHref(state.chemin, expected));

  const base = {
    canonical: canonicalUrl(DIAGNOSTIC_PATH),
    // Only the first question is a page for search engines; the steps are the user's own path.
    noindex: state.chemin.length > 0,
    title: diagnostic.title,
    intro: diagnostic.intro,
    history: state.history,
    previousHref: previousStepHref(diagnostic, state.chemin),
    step: state.chemin.length + 1,
  };
  if (state.kind === "result") {
    return contentPage(request, {
      ...base,
      kind: "result" as const,
      result: state.result,
      bookingHref: resultBookingHref(state.result),
    });
  }
  return contentPage(request, {
    ...base,
    kind: "question" as const,
    question: {
      id: state.question.id,
      text: state.question.text,
      help: state.question.help,
      answers: state.question.answers.flatMap((answer, index) => {
        const fields = answerFields(state, index);
        return fields ? [{ label: answer.label, fields }] : [];
      }),
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return errorMeta();
  const title =
    data.kind === "result"
      ? `${data.result.title} : ${data.title}`
      : data.step > 1
        ? `${data.title}, ${t("diagnostic.step", { number: data.step })}`
        : data.title;
  return seoMeta({ title, description: t("diagnostic.seoDescription"), canonical: data.canonical, noindex: data.noindex });
};

export default function Diagnostic() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={data.title} intro={data.step === 1 ? data.intro : null} />
      <Container className={page.section}>
        <div className={styles.layout}>
          <div>
            {data.kind === "question" ? (
              <section className={page.panel} aria-labelledby="question">
                <p className={styles.step}>{t("diagnostic.step", { number: data.step })}</p>
                <h2 id="question" className={styles.question}>
                  {data.question.text}
                </h2>
                {data.question.help ? (
                  <p id="question-aide" className={styles.help}>
                    {data.question.help}
                  </p>
                ) : null}
                <ul className={styles.answers} aria-label={t("diagnostic.answersLabel")}>
                  {data.question.answers.map((answer) => (
                    <li key={answer.label}>
                      <form method="get" action={DIAGNOSTIC_PATH} className={styles.answerForm}>
                        {Object.entries(answer.fields).map(([name, value]) => (
                          <input key={name} type="hidden" name={name} value={value} />
                        ))}
                        <button type="submit" className={styles.answer}>
                          {answer.label}
                        </button>
                      </form>
                    </li>
                  ))}
                </ul>
              </section>
            ) : (
              <section className={`${page.panel} ${styles.result}`} aria-labelledby="recommandation">
                <p className={styles.step}>{t("diagnostic.resultTitle")}</p>
                <h2 id="recommandation" className={styles.question}>
                  {data.result.title}
                </h2>
                <p className={styles.service}>{t(`diagnostic.service.${data.result.service}`)}</p>
                <p>{data.result.explanation}</p>
                <a className={buttonClass("primary")} href={data.bookingHref}>
                  {t("diagnostic.book", { title: data.result.title })}
                </a>
                <p className={styles.disclaimer}>{t("diagnostic.disclaimer")}</p>
              </section>
            )}
            <p className={styles.nav}>
              {data.previousHref ? <a href={data.previousHref}>{t("diagnostic.previous")}</a> : null}
              {data.step > 1 ? <a href={DIAGNOSTIC_PATH}>{t("diagnostic.restart")}</a> : null}
            </p>
          </div>
          {data.history.length > 0 ? (
            <aside className={page.panel} aria-labelledby="vos-reponses">
              <h2 id="vos-reponses" className={page.panelTitle}>
                {t("diagnostic.yourAnswers")}
              </h2>
              <ol className={styles.history}>
                {data.history.map((entry, index) => (
                  <li key={index}>
                    <span className={styles.historyQuestion}>{entry.question}</span>
                    <span>{entry.answer}</span>
                  </li>
                ))}
              </ol>
            </aside>
          ) : null}
        </div>
      </Container>
    </>
  );
}
