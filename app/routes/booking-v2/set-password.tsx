// /{slug}/rendez-vous/mot-de-passe: after a guest booked, they set the password of the account made
// from their details (customer-side §2.3, §4); the session then becomes a signed-in one and the flow
// ends on the demand's report page. The password step shows the platform's first error (§8).
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { openSession } from "~/.server/auth";
import type { AppSession } from "~/.server/session";
import { clearedBookedDemand } from "~/features/booking-v2/booked-demand.server";
import { endGuestSession } from "~/features/booking-v2/customer.server";
import { v2Head } from "~/features/booking-v2/messages.server";
import { loadStepContext, type V2StepContext } from "~/features/booking-v2/step-context.server";
import { getCurrentUser } from "~/.server/platform/auth";
import { UnauthorizedError, ValidationError } from "~/.server/platform/errors";
import { updateUser } from "~/.server/platform/users";
import { LoginScreen } from "~/features/booking-v2/login-screen";
import { v2Path } from "~/features/booking-v2/query";
import { setPasswordSchema } from "~/features/booking-v2/schemas";
import { reportPath } from "~/features/booking-v2/steps";
import { V2Frame } from "~/features/booking-v2/v2-frame";
import type { RouteHandle } from "~/features/site/route-handle";
import { password as passwordTexts } from "~/locales/fr/booking-v2-details.json";
import { translator } from "~/i18n/translator";
import { answerFor, type FormAnswer } from "~/features/forms/form-result";
import { v2Meta } from "./v2-meta";

const t = translator({ password: passwordTexts });

// A register or login screen: the unfinished-demand widget stays hidden (customer-side §2.6). A plain
// form needs no JavaScript: the page ships none (docs/decisions/503-v2-client-budget.md).
export const handle: RouteHandle = { hideDraftWidget: true, hydrate: false };

export const meta: MetaFunction<typeof loader> = ({ data }) => v2Meta(data?.head);

/** The guest's account; a token the platform no longer accepts sends them back to their details. */
async function guestAccount(booking: V2StepContext, session: AppSession) {
  if (booking.customer?.kind !== "guest") throw redirect(v2Path(booking.study.slug, "informations", booking.query));
  try {
    return { customer: booking.customer, user: await getCurrentUser(booking.customer.auth) };
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error;
    endGuestSession(session);
    throw redirect(v2Path(booking.study.slug, "informations", booking.query));
  }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const booking = await loadStepContext(request, context, params.slug, "mot-de-passe");
  const { user } = await guestAccount(booking, context.session);
  return data({
    study: { slug: booking.study.slug, name: booking.study.name },
    partnerContext: booking.partnerContext,
    head: v2Head(booking.study, booking.partnerContext),
    query: booking.query,
    email: user.email,
  });
}

/** The page's one form. */
type SetPasswordAnswer = FormAnswer<"set-password">;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const booking = await loadStepContext(request, context, params.slug, "mot-de-passe");
  const submission = parseWithZod(await request.formData(), { schema: setPasswordSchema });
  if (submission.status !== "success")
    return data<SetPasswordAnswer>(
      { intent: "set-password", result: submission.reply({ hideFields: ["password"] }) },
      { status: 400 },
    );
  const { customer, user } = await guestAccount(booking, context.session);
  const { password } = submission.value;
  try {
    await updateUser(customer.auth, user.id, { new_password: password, password_confirmation: password });
  } catch (error) {
    if (error instanceof ValidationError) {
      return data<SetPasswordAnswer>(
        {
          intent: "set-password",
          result: submission.reply({ formErrors: error.allMessages.slice(0, 1), hideFields: ["password"] }),
        },
        {
          status: 400,
        },
      );
    }
    console.error("Mot de passe non enregistré :", error instanceof Error ? error.message : error);
    return data<SetPasswordAnswer>(
      { intent: "set-password", result: submission.reply({ formErrors: [t("password.failure")], hideFields: ["password"] }) },
      { status: 502 },
    );
  }
  // The customer token keeps working after the change: it becomes the signed-in session's token.
  await openSession(context.session, customer.token);
  context.cookies.append(await clearedBookedDemand());
  return redirect(reportPath(booking.bookedDemandId!));
}

export default function SetPassword() {
  const { study, partnerContext, query, email } = useLoaderData<typeof loader>();
  const result = answerFor(useActionData<typeof action>(), "set-password")?.result;
  const navigation = useNavigation();
  return (
    <V2Frame study={study} partnerContext={partnerContext} step="mot-de-passe" query={query}>
      <LoginScreen mode="password" result={result} submitting={navigation.state === "submitting"} email={email} />
    </V2Frame>
  );
}
