// /espace-pro/etude/{slug}/informations (pro-side §3 Study, §7 `admin/{id}/study` PUT): the study's name,
// address and SIRET, and its logo. The address comes from the address search: without JavaScript a
// "search" submit lists the suggestions as radios (what was typed in the other fields stays), and saving
// searches again and takes the chosen one, so a forged coordinate can never be posted. The platform
// checks the SIRET's Luhn key and the logo's bytes; their French messages show next to the fields.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { searchAddress } from "~/.server/geo/client";
import {
  readStudyInformation,
  updateStudyInformation,
  uploadStudyLogo,
} from "~/features/study-settings/study-admin-client.server";
import { FILE_TOO_LARGE, isMultipart, readUploadForm } from "~/.server/upload-form";
import text from "~/locales/fr/study-settings.json";
import { translator } from "~/i18n/translator";
import { fieldErrors, formErrors, formReply, typedValue, type FormAnswer, type FormResult } from "~/features/forms/form-result";
import * as styles from "~/features/pro/pro.css";
import { proPaths } from "~/features/pro/pro-paths";
import { Button } from "~/ui/button";
import { FormErrors, TextField } from "~/ui/field";
import { refusedCall } from "~/features/study-settings/platform-answer.server";
import { requireStudySettings } from "~/features/study-settings/study-settings.server";

const t = translator(text);
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const meta: MetaFunction = () => [{ title: t("information.metaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { auth, study } = await requireStudySettings("informations", request, context, params.slug);
  return { information: await readStudyInformation(auth, study.id) };
}

interface Suggestion {
  label: string;
  postcode: string;
  city: string;
  lat: number;
  lon: number;
}

/** The search's suggestions that carry a postcode (the study's address needs one), or null when it failed. */
async function suggestionsFor(term: string): Promise<Suggestion[] | null> {
  try {
    return (await searchAddress(term)).slice(0, 8).flatMap((found) => {
      if (!found.postcode) return [];
      const city = found.label.split(found.postcode).pop()?.trim() || found.label;
      return [{ label: found.label, postcode: found.postcode, city, lat: found.lat, lon: found.lon }];
    });
  } catch {
    return null;
  }
}

type InformationAnswer = FormAnswer<"information" | "logo", { suggestions: Suggestion[] }>;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { auth, study } = await requireStudySettings("informations", request, context, params.slug);
  const back = proPaths.studySettings(study.slug, "informations");

  if (isMultipart(request)) {
    const logo = (await readUploadForm(request, LOGO_MAX_BYTES)).get("logo");
    const refuse = (message: string, status: number) =>
      data<InformationAnswer>({ intent: "logo", result: { status: "error", error: { logo: [message] } } }, { status });
    if (logo === FILE_TOO_LARGE) return refuse(t("information.logoTooLarge"), 413);
    if (!(logo instanceof File) || logo.size === 0) return refuse(t("information.logoRequired"), 400);
    try {
      await uploadStudyLogo(auth, study.id, logo);
    } catch (error) {
      const refused = refusedCall(error, t("information.failed"));
      return refuse([...(refused.fieldErrors.logo ?? []), ...refused.formErrors][0] ?? t("information.failed"), refused.status);
    }
    context.flash.add({ message: t("information.logoSaved") });
    return redirect(back);
  }

  const form = await request.formData();
  const current = await readStudyInformation(auth, study.id);
  const value = (name: string) => (typeof form.get(name) === "string" ? String(form.get(name)).trim() : "");
  const term = value("address_term");
  const suggestions = term.length >= 3 ? await suggestionsFor(term) : [];
  const answer = (errors: Record<string, string[]>, status: number) =>
    data<InformationAnswer>(
      { intent: "information", result: formReply(form, errors), data: { suggestions: suggestions ?? [] } },
      { status },
    );

  if (form.get("intent") === "search") {
    if (suggestions === null) return answer({ address_term: [t("information.searchFailed")] }, 503);
    return answer(suggestions.length === 0 ? { address_term: [t("information.noSuggestion")] } : {}, 200);
  }

  const errors: Record<string, string[]> = {};
  if (!value("name") || value("name").length > 150) errors.name = [t("information.nameRequired")];
  let address: Suggestion = {
    label: current.full_address,
    postcode: current.postcode,
    city: current.city,
    lat: current.address_lat,
    lon: current.address_lon,
  };
  if (term) {
    const chosen = suggestions?.[Number(value("address_choice"))];
    if (value("address_choice") === "" || !chosen) errors.address_term = [t("information.chooseAddress")];
    else address = chosen;
  }
  if (Object.keys(errors).length > 0) return answer(errors, 400);
  try {
    await updateStudyInformation(auth, study.id, {
      name: value("name"),
      full_address: address.label,
      postcode: address.postcode,
      city: address.city,
      address_lat: address.lat,
      address_lon: address.lon,
      siret: value("siret") || null,
    });
  } catch (error) {
    const refused = refusedCall(error, t("information.failed"), {
      full_address: "address_term",
      postcode: "address_term",
      city: "address_term",
    });
    return answer({ ...refused.fieldErrors, "": refused.formErrors }, refused.status);
  }
  context.flash.add({ message: t("information.saved") });
  return redirect(back);
}

export default function StudyInformationPage() {
  const { information } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const result: FormResult = answer?.intent === "information" ? answer.result : undefined;
  const logoResult: FormResult = answer?.intent === "logo" ? answer.result : undefined;
  const suggestions = answer?.intent === "information" ? (answer.data?.suggestions ?? []) : [];
  return (
    <>
      <h1 className={styles.title}>{t("information.title")}</h1>
      <Form method="post" className={styles.section} noValidate>
        <FormErrors errors={formErrors(result)} />
        <TextField
          id="etude-nom"
          label={t("information.name")}
          name="name"
          required
          maxLength={150}
          defaultValue={typedValue(result, "name", information.name)}
          errors={fieldErrors(result, "name")}
        />
        <TextField
          id="etude-siret"
          label={t("information.siret")}
          description={t("information.siretHint")}
          name="siret"
          inputMode="numeric"
          defaultValue={typedValue(result, "siret", information.siret ?? "")}
          errors={fieldErrors(result, "siret")}
        />
        <p>{t("information.currentAddress", { address: information.full_address })}</p>
        <TextField
          id="etude-adresse"
          label={t("information.addressSearch")}
          description={t("information.addressSearchHint")}
          name="address_term"
          autoComplete="off"
          defaultValue={typedValue(result, "address_term")}
          errors={fieldErrors(result, "address_term")}
        />
        <Button type="submit" name="intent" value="search" variant="outline">
          {t("information.search")}
        </Button>
        {suggestions.length > 0 ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.filtersLegend}>{t("information.suggestions")}</legend>
            {suggestions.map((suggestion, index) => (
              <div key={suggestion.label} className={styles.radio}>
                <input
                  type="radio"
                  id={`etude-adresse-${index}`}
                  name="address_choice"
                  value={index}
                  defaultChecked={typedValue(result, "address_choice") === String(index)}
                />
                <label htmlFor={`etude-adresse-${index}`}>{suggestion.label}</label>
              </div>
            ))}
          </fieldset>
        ) : null}
        <Button type="submit" name="intent" value="save">
          {t("information.save")}
        </Button>
      </Form>

      <section className={styles.section} aria-labelledby="etude-logo-titre">
        <h2 id="etude-logo-titre" className={styles.sectionTitle}>
          {t("information.logoTitle")}
        </h2>
        {information.logo ? (
          <img src={information.logo} alt={t("information.logoCurrent")} width={160} />
        ) : (
          <p>{t("information.logoNone")}</p>
        )}
        <Form method="post" encType="multipart/form-data" noValidate>
          <TextField
            id="etude-logo"
            label={t("information.logo")}
            name="logo"
            type="file"
            accept="image/png,image/jpeg"
            errors={fieldErrors(logoResult, "logo")}
          />
          <Button type="submit" variant="outline">
            {t("information.logoSubmit")}
          </Button>
        </Form>
      </section>
    </>
  );
}
