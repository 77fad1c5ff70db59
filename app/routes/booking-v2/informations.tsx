// /{slug}/rendez-vous/informations: the visitor's details (customer-side §2.3). A new visitor is
// registered without a password (a guest: the platform's customer token goes into the session); a guest
// or a signed-in user updates theirs. Then the slots step, with the booking parameters kept.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { refreshUser } from "~/.server/auth";
import { affiliateFor } from "~/features/booking-v2/affiliate.server";
import { endGuestSession, startGuestSession } from "~/features/booking-v2/customer.server";
import { platformFieldErrors } from "~/features/booking-v2/form-errors.server";
import { v2Head } from "~/features/booking-v2/messages.server";
import { loadStepContext } from "~/features/booking-v2/step-context.server";
import { env } from "~/.server/env";
import { getCurrentUser } from "~/.server/platform/auth";
import { UnauthorizedError, ValidationError } from "~/.server/platform/errors";
import { register, updateUser } from "~/.server/platform/users";
import { ExternalSignIn } from "~/features/booking-v2/external-sign-in";
import { answerFor, formErrors, type FormAnswer } from "~/features/forms/form-result";
import { RegistrationFields } from "~/features/account/registration-fields";
import { v2Path } from "~/features/booking-v2/query";
import { detailsSchema, signedInDetailsSchema } from "~/features/booking-v2/schemas";
import { bookingSource } from "~/features/booking-v2/source";
import { afterSubmit } from "~/features/booking-v2/steps";
import { V2Frame } from "~/features/booking-v2/v2-frame";
import * as styles from "~/features/booking-v2/v2-frame.css";
import { formatFrenchPhone } from "~/features/forms/phone";
import type { RouteHandle } from "~/features/site/route-handle";
import { informations as informationsTexts } from "~/locales/fr/booking-v2-details.json";
import { translator } from "~/i18n/translator";
import { Button } from "~/ui/button";
import { FormErrors } from "~/ui/field";
import { v2Meta } from "./v2-meta";

const t = translator({ informations: informationsTexts });

// A register or login screen: the unfinished-demand widget stays hidden (customer-side §2.6). A plain
// form needs no JavaScript: the page ships none (docs/decisions/503-v2-client-budget.md).
export const handle: RouteHandle = { hideDraftWidget: true, hydrate: false };
const FIELDS = ["firstname", "lastname", "email", "phone", "cgu"] as const;

export const meta: MetaFunction<typeof loader> = ({ data }) => v2Meta(data?.head);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const booking = await loadStepContext(request, context, params.slug, "informations");
  let prefill: { firstname: string; lastname: string; email: string; phone: string } | null = null;
  if (booking.customer) {
    try {
      const user = await getCurrentUser(booking.customer.auth);
      prefill = {
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        phone: user.phone ? formatFrenchPhone(user.phone) : "",
      };
    } catch (error) {
      // A guest token the platform no longer knows: start again as a new visitor.
      if (!(error instanceof UnauthorizedError)) throw error;
      if (booking.customer.kind === "guest") endGuestSession(context.session);
    }
  }
  const url = new URL(request.url);
  return data({
    study: { slug: booking.study.slug, name: booking.study.name },
    partnerContext: booking.partnerContext,
    head: v2Head(booking.study, booking.partnerContext),
    query: booking.query,
    signedIn: booking.visitor.signedIn,
    prefill,
    returnTo: `${url.pathname}${url.search}`,
    providerName: env().OIDC_PROVIDER_NAME,
  });
}

/** The page's one form. */
type InformationsAnswer = FormAnswer<"informations">;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const booking = await loadStepContext(request, context, params.slug, "informations");
  const formData = await request.formData();
  const signedIn = booking.customer?.kind === "signed-in";
  const submission = signedIn
    ? parseWithZod(formData, { schema: signedInDetailsSchema })
    : parseWithZod(formData, { schema: detailsSchema });
  if (submission.status !== "success")
    return data<InformationsAnswer>({ intent: "informations", result: submission.reply() }, { status: 400 });
  const details: { firstname: string; lastname: string; phone: string; email?: string } = submission.value;

  try {
    if (booking.customer) {
      const user = await getCurrentUser(booking.customer.auth);
      await updateUser(booking.customer.auth, user.id, {
        firstname: details.firstname,
        lastname: details.lastname,
        phone: details.phone,
        cgu: true,
        ...(details.email ? { email: details.email } : {}),
      });
      if (signedIn) {
        await refreshUser(context.session);
      }
    } else {
      const affiliate = await affiliateFor(request);
      if (affiliate.setCookie) context.cookies.append(affiliate.setCookie);
      const registered = await register({
        firstname: details.firstname,
        lastname: details.lastname,
        email: details.email ?? "",
        phone: details.phone,
        cgu: true,
        source: bookingSource(context.site, booking.scope.kind === "partner" ? "partner" : "study"),
        source_study_id: booking.partnerContext ? undefined : booking.study.id,
        affiliate_id: affiliate.affiliateId,
      });
      await startGuestSession(context.session, registered.accessToken);
    }
  } catch (error) {
    if (error instanceof ValidationError) {
      return data<InformationsAnswer>(
        { intent: "informations", result: submission.reply(platformFieldErrors(error, FIELDS)) },
        { status: 400 },
      );
    }
    if (error instanceof UnauthorizedError && booking.customer?.kind === "guest") {
      endGuestSession(context.session);
    }
    console.error("Informations de réservation non enregistrées :", error instanceof Error ? error.message : error);
    return data<InformationsAnswer>(
      { intent: "informations", result: submission.reply({ formErrors: [t("informations.failure")] }) },
      { status: 502 },
    );
  }
  const next = afterSubmit("informations", booking.visitor);
  return redirect(v2Path(booking.study.slug, next === "report" ? "creneaux" : next, booking.query));
}

export default function Informations() {
  const { study, partnerContext, query, signedIn, prefill, returnTo, providerName } = useLoaderData<typeof loader>();
  const result = answerFor(useActionData<typeof action>(), "informations")?.result;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";

  return (
    <V2Frame study={study} partnerContext={partnerContext} step="informations" query={query}>
      <h2 className={styles.stepTitle}>{t("informations.title")}</h2>
      {signedIn ? null : (
        <>
          <ExternalSignIn providerName={providerName} returnTo={returnTo} studySlug={study.slug} />
          <p className={styles.separator}>{t("informations.or")}</p>
        </>
      )}
      <p className={styles.intro}>{t(signedIn ? "informations.signedInIntro" : "informations.intro")}</p>
      <Form method="post" noValidate>
        <RegistrationFields
          fields={[["firstname", "lastname", "email", "phone"], "cgu"]}
          rowClassName={styles.grid}
          result={result}
          values={{ ...prefill, cgu: signedIn }}
          lockedEmail={signedIn ? { value: prefill?.email ?? "", note: t("informations.emailLocked") } : undefined}
          overrides={{
            phone: { description: t("informations.phoneHelp") },
            cgu: {
              id: "cgu",
              label: (
                <>
                  {t("informations.cguBefore")}
                  <a href="/page/cgu" target="_blank" rel="noopener">
                    {t("informations.cguLink")}
                  </a>
                </>
              ),
            },
          }}
        />
        <FormErrors errors={formErrors(result)} />
        <div className={styles.actions}>
          <Button type="submit" disabled={submitting}>
            {submitting ? t("informations.submitting") : t("informations.submit")}
          </Button>
          {signedIn ? null : <a href={v2Path(study.slug, "connexion", query)}>{t("informations.alreadyAccount")}</a>}
        </div>
      </Form>
    </V2Frame>
  );
}
