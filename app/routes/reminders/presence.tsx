// /rendez-vous/presence/{token}: « Je confirme ma présence » from a reminder, without signing in. Opening
// the link confirms (a second opening says it is already done): the customer has nothing more to do, and
// confirming twice changes nothing. The page says so, with the meeting, or why the link is refused.
// docs/decisions/3002.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { confirmPresenceByLink } from "~/features/reminders/reminders-client.server";
import reminders from "~/locales/fr/reminders.json";
import { translator } from "~/i18n/translator";
import { AccountCard, Notice } from "~/features/account/account-card";
import { MeetingLinkDetails } from "~/features/reminders/meeting-link-details";
import { paths } from "~/features/site/paths";
import type { RouteHandle } from "~/features/site/route-handle";
import { ButtonLink } from "~/ui/button";
import { invalidLink, refusedLink, wellFormedToken } from "~/features/reminders/link-answer.server";

const t = translator(reminders);

export const handle: RouteHandle = { hideDraftWidget: true, hydrate: false };

export const meta: MetaFunction = () => [{ title: t("links.presenceMetaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  if (!wellFormedToken(params.token)) return data(invalidLink(), { status: 404 });
  try {
    const answer = await confirmPresenceByLink(params.token, context.platform.clientIp);
    return { ok: true as const, already: answer.result === "already_confirmed", meeting: answer.data };
  } catch (error) {
    const refused = refusedLink(error);
    return data(refused, { status: refused.status });
  }
}

export default function PresencePage() {
  const loaded = useLoaderData<typeof loader>();
  if (!loaded.ok) {
    return (
      <AccountCard title={t("links.refusedTitle")}>
        <p role="alert">{loaded.reason}</p>
        <ButtonLink to={paths.home} variant="outline">
          {t("links.home")}
        </ButtonLink>
      </AccountCard>
    );
  }
  const { meeting, already } = loaded;
  return (
    <AccountCard title={t(already ? "links.alreadyConfirmedTitle" : "links.confirmedTitle")}>
      <Notice>{t("links.confirmedIntro", { withWhom: meeting.with_whom })}</Notice>
      <MeetingLinkDetails meeting={meeting} />
      <ButtonLink to={paths.home} variant="outline">
        {t("links.home")}
      </ButtonLink>
    </AccountCard>
  );
}
