// /rendez-vous/empechement/{token}: « Je ne pourrai pas venir » from a reminder, without signing in. The
// link only opens this page (a mail scanner following it cancels nothing); its form's POST cancels
// through the customer's own cancellation, which tells the professional and frees the slot, then comes
// back here, where the meeting shows as cancelled. Posting again, or opening the link again, says it is
// done. docs/decisions/3002.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { cancelByLink, readMeetingLink } from "~/features/reminders/reminders-client.server";
import reminders from "~/locales/fr/reminders.json";
import { translator } from "~/i18n/translator";
import { AccountCard, Notice } from "~/features/account/account-card";
import { MeetingLinkDetails } from "~/features/reminders/meeting-link-details";
import { paths } from "~/features/site/paths";
import type { RouteHandle } from "~/features/site/route-handle";
import { Button, ButtonLink } from "~/ui/button";
import { FormErrors } from "~/ui/field";
import { Notice as PageNotice } from "~/ui/notice";
import { invalidLink, refusedLink, wellFormedToken } from "~/features/reminders/link-answer.server";

const t = translator(reminders);

export const handle: RouteHandle = { hideDraftWidget: true, hydrate: false };

export const meta: MetaFunction = () => [{ title: t("links.cancelMetaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  if (!wellFormedToken(params.token)) return data(invalidLink(), { status: 404 });
  try {
    return { ok: true as const, meeting: await readMeetingLink(params.token, "cancel", context.platform.clientIp) };
  } catch (error) {
    const refused = refusedLink(error);
    return data(refused, { status: refused.status });
  }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const here = new URL(request.url).pathname;
  if (!wellFormedToken(params.token)) throw redirect(here);
  try {
    const answer = await cancelByLink(params.token, context.platform.clientIp);
    if (answer.result === "canceled") context.flash.add({ message: t("links.canceledNow") });
  } catch (error) {
    const refused = refusedLink(error);
    return data({ error: refused.reason }, { status: refused.status });
  }
  return redirect(here);
}

function Refused({ reason }: { reason: string }) {
  return (
    <AccountCard title={t("links.refusedTitle")}>
      <p role="alert">{reason}</p>
      <ButtonLink to={paths.home} variant="outline">
        {t("links.home")}
      </ButtonLink>
    </AccountCard>
  );
}

export default function AbsencePage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (!loaded.ok) return <Refused reason={loaded.reason} />;
  const { meeting } = loaded;
  if (meeting.canceled) {
    return (
      <AccountCard title={t("links.canceledTitle")}>
        <Notice>{t("links.canceledIntro")}</Notice>
        <MeetingLinkDetails meeting={meeting} />
        <ButtonLink to={paths.home} variant="outline">
          {t("links.home")}
        </ButtonLink>
      </AccountCard>
    );
  }
  if (!meeting.cancelable) {
    return (
      <AccountCard title={t("links.notCancelableTitle")} intro={t("links.notCancelableIntro", { study: meeting.study })}>
        <MeetingLinkDetails meeting={meeting} />
      </AccountCard>
    );
  }
  const others = meeting.other_live_meetings;
  return (
    <AccountCard title={t("links.cancelTitle")} intro={t("links.cancelIntro")}>
      <MeetingLinkDetails meeting={meeting} />
      {others > 0 ? (
        <PageNotice tone="warning">
          {others === 1 ? t("links.cancelOther") : t("links.cancelOthers", { count: others })}
        </PageNotice>
      ) : null}
      <Form method="post">
        <FormErrors errors={answer?.error ? [answer.error] : undefined} />
        <Button type="submit" variant="secondary" block>
          {t("links.cancelSubmit")}
        </Button>
      </Form>
    </AccountCard>
  );
}
