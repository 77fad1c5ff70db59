// /{slug}/rendez-vous/connexion: signing in inside booking v2 (customer-side §2.3, §4, §8). A signed-in
// user goes on to the slots step; a failed login shows the catalogue's message, and the third failure
// sends the user to the forgotten-password page.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { signInWithPassword } from "~/.server/auth";
import { loadStepContext } from "~/.server/booking-v2/step-context";
import { env } from "~/.server/env";
import { LoginScreen } from "~/features/booking-v2/login-screen";
import { afterLoginFailure, FORGOTTEN_PASSWORD_PATH } from "~/features/booking-v2/login-failures";
import { v2Path } from "~/features/booking-v2/query";
import { loginSchema } from "~/features/booking-v2/schemas";
import { afterSubmit } from "~/features/booking-v2/steps";
import { V2Frame } from "~/features/booking-v2/v2-frame";
import type { RouteHandle } from "~/features/site/route-handle";
import { login as loginTexts } from "~/locales/fr/booking-v2.json";
import { translator } from "~/i18n/translator";
import { v2Meta } from "./v2-meta";

const t = translator({ login: loginTexts });

// A register or login screen: the unfinished-demand widget stays hidden (customer-side §2.6).
export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction<typeof loader> = ({ data }) => v2Meta(data?.study, data?.partnerContext ?? false);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const context = await loadStepContext(request, params.slug, "connexion");
  const url = new URL(request.url);
  return data(
    {
      study: { slug: context.study.slug, name: context.study.name },
      partnerContext: context.partnerContext,
      query: context.query,
      returnTo: `${url.pathname}${url.search}`,
      providerName: env().OIDC_PROVIDER_NAME,
    },
    { headers: context.headers },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const context = await loadStepContext(request, params.slug, "connexion");
  const headers = context.headers;
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), failures: 0 }, { status: 400, headers });
  }
  const { email, password, failures } = submission.value;
  const signIn = await signInWithPassword(email, password, false);
  if (signIn.ok) {
    headers.append("Set-Cookie", signIn.setCookie);
    const next = afterSubmit("connexion", { signedIn: true, guest: false });
    return redirect(v2Path(context.study.slug, next === "report" ? "creneaux" : next, context.query), { headers });
  }
  if (signIn.reason === "too-many-attempts") {
    return data({ result: submission.reply({ formErrors: [t("login.tooMany")], hideFields: ["password"] }), failures }, { status: 429, headers });
  }
  const outcome = afterLoginFailure(failures);
  if (outcome.sendToForgottenPassword) return redirect(FORGOTTEN_PASSWORD_PATH, { headers });
  return data({ result: submission.reply({ formErrors: [t("login.invalid")], hideFields: ["password"] }), failures: outcome.failures }, { status: 400, headers });
}

export default function Login() {
  const { study, partnerContext, query, returnTo, providerName } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <V2Frame study={study} partnerContext={partnerContext} step="connexion" query={query}>
      <LoginScreen
        mode="login"
        result={actionData?.result}
        failures={actionData?.failures ?? 0}
        submitting={navigation.state === "submitting"}
        returnTo={returnTo}
        providerName={providerName}
        studySlug={study.slug}
        detailsHref={v2Path(study.slug, "informations", query)}
      />
    </V2Frame>
  );
}
