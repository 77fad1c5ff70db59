// The page of a meeting's call, the same for both sides and the no-account link: what the call is about
// and with whom, the plain sentence and phone number for browsers without JavaScript, the call's
// unavailability when it has none, the consent form (a plain post, recorded with the session), then the
// call itself once hydrated. What differs per side comes as props: the tools, where leaving goes.
import { Form } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import video from "~/locales/fr/video.json";
import { translator } from "~/i18n/translator";
import { fieldErrors, formErrors, typedChecked, type FormResult } from "~/features/forms/form-result";
import { Button } from "~/ui/button";
import { CheckboxField, FormErrors } from "~/ui/field";
import { Notice } from "~/ui/notice";
import { CallStage, type CallTools } from "./call-stage";
import * as styles from "./call-stage.css";

const t = translator(video);

export interface CallPageCall {
  side: "customer" | "professional";
  report_type: string;
  study: { name: string };
  customer: { firstname: string; lastname: string } | null;
  professional: { firstname: string; lastname: string } | null;
  unavailable: string | null;
  consent: { video: boolean; location: boolean; at: string } | null;
  /** The consent's date in French, written by the server (the same text on both sides of hydration). */
  consentOn: string | null;
}

const fullName = (person: { firstname: string; lastname: string } | null) =>
  person ? `${person.firstname} ${person.lastname}`.trim() : null;

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function CallPage({
  call,
  settings,
  tokenUrl,
  consentResult,
  back,
  onLeft,
  tools,
  extra,
}: {
  call: CallPageCall;
  settings: { iceServers: RTCIceServer[]; phone: string; phoneIsSupport: boolean };
  tokenUrl: string;
  consentResult: FormResult;
  back: { href: string; label: string } | null;
  onLeft: () => void;
  tools?: (tools: CallTools) => ReactNode;
  /** Below the call: the professional's end-of-session form. */
  extra?: ReactNode;
}) {
  const hydrated = useHydrated();
  const other = call.side === "customer" ? fullName(call.professional) : fullName(call.customer);
  // One options object per page: a new one would restart the call.
  const [options] = useState(() => ({ tokenUrl, iceServers: settings.iceServers }));

  return (
    <>
      {back ? <a href={back.href}>{back.label}</a> : null}
      <h1>{t("call.title", { service: call.report_type })}</h1>
      {other ? (
        <p>{call.side === "customer" ? t("call.withProfessional", { name: other }) : t("call.withCustomer", { name: other })}</p>
      ) : null}
      <p>{t("call.studyLine", { name: call.study.name })}</p>
      <noscript>
        <p role="alert">{settings.phoneIsSupport ? t("call.noJavaScriptNoPhone") : t("call.noJavaScript")}</p>
        <p>
          <a href={`tel:${settings.phone.replace(/[^+\d]/g, "")}`}>{t("call.phoneLink", { phone: settings.phone })}</a>
        </p>
      </noscript>
      {call.unavailable ? (
        <Notice tone="warning">{t("call.unavailable", { reason: call.unavailable })}</Notice>
      ) : !call.consent ? (
        <section aria-labelledby="visio-accord">
          <h2 id="visio-accord">{t("call.consentTitle")}</h2>
          <Form method="post" className={styles.consent}>
            <p>{t("call.consentIntro")}</p>
            <FormErrors errors={formErrors(consentResult)} />
            <CheckboxField
              name="consent_video"
              label={t("call.consentVideo")}
              errors={fieldErrors(consentResult, "consent_video")}
              defaultChecked={typedChecked(consentResult, "consent_video")}
            />
            {call.side === "customer" ? (
              <CheckboxField
                name="consent_location"
                label={t("call.consentLocation")}
                defaultChecked={typedChecked(consentResult, "consent_location")}
              />
            ) : null}
            <p>
              <Button type="submit" name="intent" value="consent">
                {t("call.consentSubmit")}
              </Button>
            </p>
          </Form>
        </section>
      ) : (
        <>
          <p>{t("call.consentGiven", { date: call.consentOn ?? "" })}</p>
          {hydrated ? (
            <CallStage options={options} side={call.side} otherName={other} onLeft={onLeft}>
              {tools}
            </CallStage>
          ) : null}
        </>
      )}
      {extra}
      <p>{t("call.notLegalNotice")}</p>
    </>
  );
}
