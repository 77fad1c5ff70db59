// /notifications: the signed-in person's notifications, newest first, paged, each marked read
// by a plain form post (one, or all at once), so that everything the bell and the live updates show is
// there without JavaScript too. The page ships no JavaScript.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { z } from "zod";
import { requireLoggedIn } from "~/.server/guards/logged-in";
import { NotFoundError, ValidationError } from "~/.server/platform/errors";
import { pageParam, readQuery } from "~/.server/query";
import notifications from "~/locales/fr/notifications.json";
import { translator } from "~/i18n/translator";
import { AccountColumn } from "~/features/account/account-card";
import * as card from "~/features/account/account-card.css";
import { notificationHref } from "~/features/notifications/notification-links";
import { listNotifications, markAllNotificationsRead, markNotificationRead } from "~/features/notifications/notifications.server";
import * as styles from "~/features/notifications/notifications.css";
import { unreadLabel } from "~/features/notifications/unread-label";
import { paths, withQuery } from "~/features/site/paths";
import type { RouteHandle } from "~/features/site/route-handle";
import { formatSummaryDate } from "~common/paris-time";
import { Button } from "~/ui/button";
import { Pagination } from "~/ui/pagination";
import { clampPage, pageHref } from "~/ui/pagination-pattern";

const t = translator(notifications);

export const handle: RouteHandle = { hydrate: false };

export const meta: MetaFunction = () => [{ title: t("metaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireLoggedIn(request, context.session.user);
  const page = pageParam(readQuery(request));
  const list = await listNotifications(context.platform, page);
  return {
    notifications: list.data,
    unread: list.meta.unread,
    page: list.meta.current_page,
    totalPages: list.meta.last_page,
  };
}

const markSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), id: z.coerce.number().int().positive().max(2_147_483_647) }),
  z.object({ intent: z.literal("read-all") }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  requireLoggedIn(request, context.session.user);
  const form = Object.fromEntries(await request.formData());
  const page = clampPage(form.page, Number.MAX_SAFE_INTEGER);
  const back = withQuery(paths.notifications, { page: page > 1 ? page : undefined });
  const parsed = markSchema.safeParse(form);
  if (!parsed.success) {
    context.flash.add({ message: t("notFound"), type: "error" });
    return redirect(back);
  }
  try {
    if (parsed.data.intent === "read-all") {
      await markAllNotificationsRead(context.platform);
      context.flash.add({ message: t("markedAll") });
    } else {
      await markNotificationRead(context.platform, parsed.data.id);
      context.flash.add({ message: t("marked") });
    }
  } catch (error) {
    if (!(error instanceof NotFoundError || error instanceof ValidationError)) throw error;
    context.flash.add({ message: t("notFound"), type: "error" });
  }
  return redirect(back);
}

export default function NotificationsPage() {
  const { notifications: list, unread, page, totalPages } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <AccountColumn>
      <h1 className={card.title}>{t("title")}</h1>
      <p>{t("intro")}</p>
      <div className={styles.toolbar}>
        <p className={styles.meta} role="status">
          {unreadLabel(unread)}
        </p>
        {unread > 0 ? (
          <Form method="post">
            <input type="hidden" name="page" value={page} />
            <Button type="submit" variant="outline" name="intent" value="read-all">
              {t("markAllRead")}
            </Button>
          </Form>
        ) : null}
      </div>
      {list.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ul className={styles.list} aria-label={t("list")}>
          {list.map((notification) => {
            const href = notificationHref(notification);
            const unreadEntry = notification.read_at === null;
            return (
              <li key={notification.id} className={unreadEntry ? `${styles.entry} ${styles.unreadEntry}` : styles.entry}>
                <div className={styles.entryHead}>
                  <span className={styles.kind}>{t(`kinds.${notification.kind}`)}</span>
                  <span className={styles.meta}>{unreadEntry ? t("unread") : t("read")}</span>
                </div>
                <p className={styles.text}>{notification.text}</p>
                <p className={styles.meta}>{t("receivedAt", { date: formatSummaryDate(notification.created_at) })}</p>
                <div className={styles.actions}>
                  {href ? <Link to={href}>{t("openDemand")}</Link> : null}
                  {unreadEntry ? (
                    <Form method="post">
                      <input type="hidden" name="id" value={notification.id} />
                      <input type="hidden" name="page" value={page} />
                      <Button type="submit" variant="outline" name="intent" value="read">
                        {t("markRead")}
                      </Button>
                    </Form>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefFor={(target) => pageHref(paths.notifications, location.search, target)}
        label={t("pages")}
      />
    </AccountColumn>
  );
}
