// /espace-pro/parametres/calendrier — a professional's calendar connection (decision 1430), plain
// form posts that work without JavaScript: (1) their private subscription feed, whose address is shown
// once, right after it is made (only its hash is kept), with what it says of customers as their choice;
// (2) the secret iCal address of their own calendar, whose busy events block their slots, read now on
// « Actualiser » and every five minutes by the platform, with when it last succeeded and why it last
// failed. A refused address comes back next to the field, as typed.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { env } from "~/.server/env";
import { requireProPage } from "~/.server/guards/pro-pages";
import {
  connectCalendar,
  createFeed,
  disconnectCalendar,
  getCalendarConnection,
  refreshCalendar,
  revokeFeed,
  setFeedDetail,
  type FeedDetail,
} from "~/features/calendar-connection/calendar-connection-client.server";
import { ForbiddenError, PlatformError, ValidationError } from "~/.server/platform/errors";
import calendarConnection from "~/locales/fr/calendar-connection.json";
import { translator } from "~/i18n/translator";
import { fieldErrors, formReply, typedValue, type FormAnswer } from "~/features/forms/form-result";
import { feedAddresses } from "~/features/calendar-connection/feed-address";
import { formatLongDayAtClock } from "~common/paris-time";
import * as styles from "~/features/pro/pro.css";
import { proPaths } from "~/features/pro/pro-paths";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import { Notice } from "~/ui/notice";

const t = translator(calendarConnection);
const PAGE = proPaths.proCalendarConnection;

export const meta: MetaFunction = () => [{ title: t("metaTitle") }, { name: "robots", content: "noindex" }];

type Answer = FormAnswer<"import", never> | FormAnswer<"feed", { https: string; webcal: string }>;

export async function loader(args: LoaderFunctionArgs) {
  const { studyId } = await requireProPage("availability", args.request, args.context);
  try {
    return { connection: await getCalendarConnection(args.context.platform, studyId) };
  } catch (error) {
    // A clerk or an assistant reaching the page by its address: the connection is the professional's own.
    if (error instanceof ForbiddenError) return { connection: null };
    throw error;
  }
}

const detailOf = (form: FormData): FeedDetail => (form.get("detail") === "customer" ? "customer" : "title");

export async function action(args: ActionFunctionArgs) {
  const { studyId } = await requireProPage("availability", args.request, args.context);
  const form = await args.request.formData();
  const auth = args.context.platform;
  const done = (message: string, type?: "error") => {
    args.context.flash.add({ message, ...(type ? { type } : {}) });
    return redirect(PAGE);
  };
  try {
    switch (form.get("intent")) {
      case "feed-create": {
        const token = await createFeed(auth, studyId, detailOf(form));
        // The address is shown this once, in the answer itself: it is never stored in clear to show again.
        return data<Answer>({ intent: "feed", data: feedAddresses(env().PUBLIC_URL, token) });
      }
      case "feed-detail":
        await setFeedDetail(auth, studyId, detailOf(form));
        return done(t("feed.detailSaved"));
      case "feed-revoke":
        await revokeFeed(auth, studyId);
        return done(t("feed.revoked"));
      case "import-connect": {
        const url = typeof form.get("url") === "string" ? String(form.get("url")) : "";
        try {
          await connectCalendar(auth, studyId, url);
        } catch (error) {
          if (error instanceof ValidationError) {
            return data<Answer>({ intent: "import", result: formReply(form, error.fieldErrors) }, { status: 422 });
          }
          throw error;
        }
        return done(t("import.connectedFlash"));
      }
      case "import-refresh": {
        const answer = await refreshCalendar(auth, studyId);
        return answer.result === "refreshed" ? done(t("import.refreshed")) : done(t("import.refreshFailed"), "error");
      }
      case "import-disconnect":
        await disconnectCalendar(auth, studyId);
        return done(t("import.disconnected"));
      default:
        return redirect(PAGE);
    }
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return done(error.status === 403 || error.status === 404 ? error.message : t("errors.failed"), "error");
  }
}

export default function CalendarConnectionPage() {
  const { connection } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  if (!connection) {
    return (
      <>
        <h1 className={styles.title}>{t("title")}</h1>
        <p>{t("errors.notProfessional")}</p>
      </>
    );
  }
  const { feed, import: imported } = connection;
  const fresh = answer?.intent === "feed" ? answer.data : undefined;
  const importResult = answer?.intent === "import" ? answer.result : undefined;
  return (
    <>
      <h1 className={styles.title}>{t("title")}</h1>
      <p>{t("intro")}</p>

      <section className={styles.section} aria-labelledby="calendar-import-title">
        <h2 id="calendar-import-title" className={styles.sectionTitle}>
          {t("import.title")}
        </h2>
        <p>{t("import.help")}</p>
        {imported ? (
          <>
            <p>{t("import.connected", { host: imported.host })}</p>
            <p>
              {imported.last_success_at
                ? t("import.lastSuccess", { date: formatLongDayAtClock(imported.last_success_at) })
                : t("import.never")}
            </p>
            <p>
              {t(imported.busy_count === 1 ? "import.busyCountOne" : "import.busyCountOther", { count: imported.busy_count })}
            </p>
            {imported.last_error && imported.last_attempt_at ? (
              <Notice tone="warning">
                {t("import.failed", { date: formatLongDayAtClock(imported.last_attempt_at), reason: imported.last_error })}
              </Notice>
            ) : null}
            <div className={styles.formActions}>
              <Form method="post">
                <Button type="submit" name="intent" value="import-refresh">
                  {t("import.refresh")}
                </Button>
              </Form>
              <Form method="post">
                <Button type="submit" name="intent" value="import-disconnect" variant="secondary">
                  {t("import.disconnect")}
                </Button>
              </Form>
            </div>
          </>
        ) : null}
        <Form method="post" className={styles.section}>
          <TextField
            label={t("import.urlLabel")}
            description={t("import.where")}
            type="url"
            name="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            required
            defaultValue={typedValue(importResult, "url")}
            errors={fieldErrors(importResult, "url")}
          />
          <div className={styles.formActions}>
            <Button type="submit" name="intent" value="import-connect">
              {imported ? t("import.replace") : t("import.connect")}
            </Button>
          </div>
        </Form>
      </section>

      <section className={styles.section} aria-labelledby="calendar-feed-title">
        <h2 id="calendar-feed-title" className={styles.sectionTitle}>
          {t("feed.title")}
        </h2>
        <p>{t("feed.help")}</p>
        {fresh ? (
          <Notice tone="success">
            <p>{t("feed.created")}</p>
            <TextField label={t("feed.urlLabel")} name="feed_url" readOnly value={fresh.https} spellCheck={false} />
            <p>
              <a href={fresh.webcal}>{t("feed.subscribe")}</a>
            </p>
          </Notice>
        ) : (
          <p>{feed ? t("feed.active", { date: formatLongDayAtClock(feed.created_at) }) : t("feed.none")}</p>
        )}
        <Form method="post">
          <fieldset className={styles.fieldset}>
            <legend>{t("feed.detailLegend")}</legend>
            {(["title", "customer"] as const).map((detail) => (
              <label key={detail} className={styles.radio}>
                <input type="radio" name="detail" value={detail} defaultChecked={(feed?.detail ?? "title") === detail} />
                {t(detail === "title" ? "feed.detailTitle" : "feed.detailCustomer")}
              </label>
            ))}
            <p>{t("feed.detailHelp")}</p>
          </fieldset>
          <div className={styles.formActions}>
            {feed ? (
              <>
                <Button type="submit" name="intent" value="feed-detail">
                  {t("feed.saveDetail")}
                </Button>
                <Button
                  type="submit"
                  name="intent"
                  value="feed-create"
                  variant="secondary"
                  aria-describedby="feed-regenerate-help"
                >
                  {t("feed.regenerate")}
                </Button>
              </>
            ) : (
              <Button type="submit" name="intent" value="feed-create">
                {t("feed.create")}
              </Button>
            )}
          </div>
          {feed ? <p id="feed-regenerate-help">{t("feed.regenerateHelp")}</p> : null}
        </Form>
        {feed ? (
          <Form method="post">
            <Button type="submit" name="intent" value="feed-revoke" variant="secondary">
              {t("feed.revoke")}
            </Button>
          </Form>
        ) : null}
      </section>
    </>
  );
}
