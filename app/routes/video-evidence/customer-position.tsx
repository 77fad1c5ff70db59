// /dossier/{id}/visio/{meetingId}/position — the customer shares where they are with the meeting's
// professional (part B): a typed address in a plain form (works without JavaScript), or, with
// JavaScript, the device's position after they press the button (the browser then asks its own
// permission). The platform refuses coordinates out of range; errors come back next to the field with
// what was typed. Only the demand's customer reaches it (anyone else goes to their history).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import { validatedUser } from "~/.server/guards/account-pages";
import { demandIdParam, loadGuarded } from "~/.server/guards/demand";
import { ForbiddenError, NotFoundError, PlatformError, ValidationError } from "~/.server/platform/errors";
import { guardRedirect, HISTORY_PATH } from "~/.server/guards/redirects";
import video from "~/locales/fr/video-evidence.json";
import { translator } from "~/i18n/translator";
import { fieldErrors, formErrors, formReply, typedValue, type FormAnswer } from "~/features/forms/form-result";
import * as styles from "~/features/pro/pro.css";
import { paths } from "~/features/site/paths";
import { formatNumericSeconds } from "~common/paris-time";
import {
  latestLocationForCustomer,
  shareLocation,
  type SharedPosition,
} from "~/features/video-evidence/video-evidence-client.server";
import * as evidence from "~/features/video-evidence/video-evidence.css";
import { Button } from "~/ui/button";
import { Container } from "~/ui/container";
import { FormErrors, TextField } from "~/ui/field";
import { Notice } from "~/ui/notice";

const t = translator(video);

const SHARE_INTENT = "share-position";

export const meta: MetaFunction = () => [{ title: t("customerPosition.metaTitle") }, { name: "robots", content: "noindex" }];

function sessionOf({ request, params, context }: LoaderFunctionArgs) {
  validatedUser(request, context.session.user, { loginFirst: true });
  return { demandId: demandIdParam(params.id), meetingId: demandIdParam(params.meetingId) };
}

export async function loader(args: LoaderFunctionArgs) {
  const { demandId, meetingId } = sessionOf(args);
  const latest = await loadGuarded(async () => {
    try {
      return await latestLocationForCustomer(args.context.platform, demandId, meetingId);
    } catch (error) {
      if (error instanceof NotFoundError && error.code === "no_location") return null;
      throw error;
    }
  });
  return {
    demandId,
    meetingId,
    latest: latest
      ? {
          what: latest.custom_address ?? t("customerPosition.latestCoordinates"),
          time: formatNumericSeconds(latest.created_at),
        }
      : null,
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

export async function action(args: ActionFunctionArgs) {
  const { demandId, meetingId } = sessionOf(args);
  const form = await args.request.formData();
  const latitude = text(form, "latitude");
  const position: SharedPosition = latitude
    ? { latitude, longitude: text(form, "longitude"), accuracy: text(form, "accuracy") || undefined }
    : { custom_address: text(form, "custom_address") };
  try {
    await shareLocation(args.context.platform, demandId, meetingId, position);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    // Not this customer's demand or meeting: their history, as for every dossier page.
    if (error instanceof ForbiddenError || error instanceof NotFoundError) throw guardRedirect(HISTORY_PATH);
    const errors: Record<string, string[]> =
      error instanceof ValidationError
        ? // Coordinates come from the device, not from a field the user can fix: their errors are the form's.
          {
            custom_address: error.fieldErrors.custom_address ?? [],
            "": Object.entries(error.fieldErrors).flatMap(([field, messages]) => (field === "custom_address" ? [] : messages)),
          }
        : { "": [t("customerPosition.errors.failed")] };
    return data<FormAnswer<typeof SHARE_INTENT>>(
      { intent: SHARE_INTENT, result: formReply(form, errors) },
      { status: error instanceof ValidationError ? 422 : 503 },
    );
  }
  args.context.flash.add({ message: t("customerPosition.shared") });
  return redirect(paths.videoPosition(demandId, meetingId));
}

/** The device's position, asked only when the customer presses the button; a refusal says what to do instead. */
function DevicePosition() {
  const submit = useSubmit();
  const [available, setAvailable] = useState(false);
  const [state, setState] = useState<"idle" | "locating" | "refused">("idle");
  // Rendered only once hydrated: without JavaScript the button would do nothing.
  useEffect(() => setAvailable(typeof navigator !== "undefined" && "geolocation" in navigator), []);
  if (!available) return null;
  const locate = () => {
    setState("locating");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState("idle");
        submit(
          {
            latitude: String(position.coords.latitude),
            longitude: String(position.coords.longitude),
            accuracy: String(position.coords.accuracy),
          },
          { method: "post" },
        );
      },
      () => setState("refused"),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  return (
    <div className={styles.section}>
      <Button type="button" onClick={locate} disabled={state === "locating"}>
        {t("customerPosition.useDevice")}
      </Button>
      {state === "locating" ? <p role="status">{t("customerPosition.locating")}</p> : null}
      {state === "refused" ? <Notice tone="warning">{t("customerPosition.deviceRefused")}</Notice> : null}
    </div>
  );
}

export default function CustomerPositionPage() {
  const { demandId, latest } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>()?.result;
  const busy = useNavigation().state === "submitting";
  return (
    <Container className={styles.page}>
      <p>
        <Link to={paths.dossier(demandId)}>{t("customerPosition.backToDemand")}</Link>
      </p>
      <h1 className={styles.title}>{t("customerPosition.title")}</h1>
      <p>{t("customerPosition.intro")}</p>
      <p className={evidence.legal}>{t("customerPosition.consent")}</p>
      {latest ? <Notice tone="success">{t("customerPosition.latest", latest)}</Notice> : null}
      <DevicePosition />
      <Form method="post" className={`${styles.section} ${evidence.position}`}>
        <FormErrors errors={formErrors(result)} />
        <TextField
          id="custom_address"
          name="custom_address"
          label={t("customerPosition.address")}
          description={t("customerPosition.addressHelp")}
          autoComplete="address-line1"
          maxLength={255}
          required
          defaultValue={typedValue(result, "custom_address")}
          errors={fieldErrors(result, "custom_address")}
        />
        <Button type="submit" disabled={busy}>
          {t("customerPosition.submit")}
        </Button>
      </Form>
    </Container>
  );
}
