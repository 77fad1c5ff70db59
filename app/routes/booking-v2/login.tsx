// /{slug}/rendez-vous/connexion: signing in inside booking v2 (customer-side §2.3, §4, §8). A signed-in
// user goes on to the slots step; a failed login shows the catalogue's message, and the third failure
// sends the user to the forgotten-password page.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { afterFailure, failedLogins, loginFailuresCookie } from "~/features/account/login-attempts.server";
import { SIGN_IN_INVALID, SIGN_IN_TOO_MANY } from "~/features/account/platform-messages.server";
import { openSession, passwordGrant } from "~/.server/auth";
import { v2Head } from "~/features/booking-v2/messages.server";
import { loadStepContext } from "~/features/booking-v2/step-context.server";
import { env } from "~/.server/env";
import { LoginScreen } from "~/features/booking-v2/login-screen";
import { v2Path } from "~/features/booking-v2/query";
import { loginSchema } from "~/features/booking-v2/schemas";
import { afterSubmit } from "~/features/booking-v2/steps";
import { V2Frame } from "~/features/booking-v2/v2-frame";
import type { RouteHandle } from "~/features/site/route-handle";
import { answerFor, type FormAnswer } from "~/features/forms/form-result";
import { v2Meta } from "./v2-meta";

/** Where the third failed login leads (the account pages do the same). */
const FORGOTTEN_PASSWORD_AFTER_FAILURES = "/mot-de-passe-oublie?echecs=1";

// A register or login screen: the unfinished-demand widget stays hidden (customer-side §2.6). A plain
// form needs no JavaScript: the page ships none (docs/decisions/503-v2-client-budget.md).
export const handle: RouteHandle = { hideDraftWidget: true, hydrate: false };

export const meta: MetaFunction<typeof loader> = ({ data }) => v2Meta(data?.head);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const booking = await loadStepContext(request, context, params.slug, "connexion");
  const url = new URL(request.url);
  return data({
    study: { slug: booking.study.slug, name: booking.study.name },
    partnerContext: booking.partnerContext,
    head: v2Head(booking.study, booking.partnerContext),
    query: booking.query,
    returnTo: `${url.pathname}${url.search}`,
    providerName: env().OIDC_PROVIDER_NAME,
  });
}

/** The page's one form. */
type LoginStepAnswer = FormAnswer<"login">;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const booking = await loadStepContext(request, context, params.slug, "connexion");
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  if (submission.status !== "success")
    return data<LoginStepAnswer>({ intent: "login", result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  const { email, password } = submission.value;
  const granted = await passwordGrant(email, password, { request, context });
  if (granted.ok) {
    await openSession(context.session, granted.token);
    context.cookies.expire(loginFailuresCookie);
    const next = afterSubmit("connexion", { signedIn: true, guest: false });
    return redirect(v2Path(booking.study.slug, next === "report" ? "creneaux" : next, booking.query));
  }
  if (granted.reason === "too-many-attempts") {
    return data<LoginStepAnswer>(
      { intent: "login", result: submission.reply({ formErrors: [SIGN_IN_TOO_MANY], hideFields: ["password"] }) },
      { status: 429 },
    );
  }
  // Counted per browser with the account pages' cookie: the third failure leads to the forgotten password.
  const { count, sendToReset } = afterFailure(await failedLogins(request));
  if (sendToReset) {
    context.cookies.expire(loginFailuresCookie);
    return redirect(FORGOTTEN_PASSWORD_AFTER_FAILURES);
  }
  context.cookies.set(loginFailuresCookie, count);
  return data<LoginStepAnswer>(
    { intent: "login", result: submission.reply({ formErrors: [SIGN_IN_INVALID], hideFields: ["password"] }) },
    { status: 400 },
  );
}

export default function Login() {
  const { study, partnerContext, query, returnTo, providerName } = useLoaderData<typeof loader>();
  const result = answerFor(useActionData<typeof action>(), "login")?.result;
  const navigation = useNavigation();
  return (
    <V2Frame study={study} partnerContext={partnerContext} step="connexion" query={query}>
      <LoginScreen
        mode="login"
        result={result}
        submitting={navigation.state === "submitting"}
        returnTo={returnTo}
        providerName={providerName}
        studySlug={study.slug}
        detailsHref={v2Path(study.slug, "informations", query)}
      />
    </V2Frame>
  );
}
