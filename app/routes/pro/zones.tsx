// /espace-pro/parametres/zones — a professional's intervention zones: the list with a remove
// button each, and an add form fed by the address search (a GET `?adresse=` lists the addresses found, so
// it works without JavaScript): a radius around the address, or its commune, or its department. The
// platform names commune and department zones itself from the address's point. Same choice of
// professional as the weekly ranges (`?professionnel=`).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { loadGuarded } from "~/.server/guards/demand";
import { searchAddress } from "~/.server/geo/client";
import { PlatformError, ValidationError } from "~/.server/platform/errors";
import { addZone, getZones, removeZone, type InterventionZone } from "~/features/availability/availability-client.server";
import availability from "~/locales/fr/pro-availability.json";
import { translator } from "~/i18n/translator";
import { fieldErrors, type FormAnswer } from "~/features/forms/form-result";
import { formReply } from "~/features/forms/form-result";
import * as styles from "~/features/pro/pro.css";
import { proPaths } from "~/features/pro/pro-paths";
import { Button } from "~/ui/button";
import { ErrorList, TextField } from "~/ui/field";
import { chosenProfessional, pageFor } from "~/features/availability/availability-professional.server";

const t = translator(availability);
const PAGE = proPaths.proSettings("zones");
const KINDS = ["radius", "commune", "department"] as const;
const KIND_LABELS = { radius: "zones.kindRadius", commune: "zones.kindCommune", department: "zones.kindDepartment" } as const;

export const meta: MetaFunction = () => [{ title: t("zones.metaTitle") }, { name: "robots", content: "noindex" }];

type ZoneAnswer = FormAnswer<"add">;

/** An address found, as the add form posts it: "lat|lon|label". */
const addressValue = (address: { lat: number; lon: number; label: string }) => `${address.lat}|${address.lon}|${address.label}`;

function readAddress(value: FormDataEntryValue | null) {
  if (typeof value !== "string") return null;
  const [lat, lon, ...label] = value.split("|");
  const point = { lat: Number(lat), lon: Number(lon), label: label.join("|").trim() };
  return Number.isFinite(point.lat) && Number.isFinite(point.lon) && point.label ? point : null;
}

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const { studyId, professionals, chosen } = await chosenProfessional(args, url.searchParams.get("professionnel"));
  const term = (url.searchParams.get("adresse") ?? "").trim();
  if (!chosen) return { professionals, chosenId: null, zones: [], term, found: null };
  const [zones, found] = await Promise.all([
    loadGuarded(() => getZones(args.context.platform, studyId, chosen.id)),
    term ? searchAddress(term).catch(() => []) : Promise.resolve(null),
  ]);
  return {
    professionals,
    chosenId: chosen.id,
    zones,
    term,
    found: found?.slice(0, 8).map((address) => ({ value: addressValue(address), label: address.label })) ?? null,
  };
}

export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const asked = typeof form.get("bailiff_id") === "string" ? String(form.get("bailiff_id")) : null;
  const { studyId, userId, chosen } = await chosenProfessional(args, asked);
  if (!chosen || String(chosen.id) !== asked) throw redirect(PAGE);
  const back = pageFor(PAGE, chosen.id, userId);
  const done = (message: string, type?: "error") => {
    args.context.flash.add({ message, ...(type ? { type } : {}) });
    return redirect(back);
  };
  if (form.get("intent") === "remove") {
    const zoneId = Number(form.get("zone_id"));
    try {
      await removeZone(args.context.platform, studyId, chosen.id, zoneId);
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return done(error.status === 403 || error.status === 404 ? error.message : t("zones.errors.failed"), "error");
    }
    return done(t("zones.removed"));
  }
  const refuse = (errors: Record<string, string[]>, status: number) =>
    data<ZoneAnswer>({ intent: "add", result: formReply(form, errors) }, { status });
  const address = readAddress(form.get("address"));
  const kind = KINDS.find((candidate) => candidate === form.get("kind"));
  const radius = Number(form.get("radius_km"));
  const errors: Record<string, string[]> = {};
  if (!address) errors.address = [t("zones.errors.address")];
  if (!kind) errors.kind = [t("zones.errors.kind")];
  if (kind === "radius" && !(Number.isInteger(radius) && radius >= 1 && radius <= 300))
    errors.radius_km = [t("zones.errors.radius")];
  if (!address || !kind || Object.keys(errors).length > 0) return refuse(errors, 400);
  try {
    await addZone(args.context.platform, studyId, chosen.id, {
      kind,
      label: address.label,
      lat: address.lat,
      lon: address.lon,
      ...(kind === "radius" ? { radiusKm: radius } : {}),
    });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error instanceof ValidationError) return refuse(error.fieldErrors, 422);
    return done(error.status === 403 ? error.message : t("zones.errors.failed"), "error");
  }
  return done(t("zones.added"));
}

function zoneText(zone: InterventionZone): string {
  if (zone.kind === "radius") return t("zones.radius", { label: zone.label, km: zone.radius_km ?? 0 });
  return t(`zones.${zone.kind}`, { label: zone.label });
}

export default function ZonesPage() {
  const { professionals, chosenId, zones, term, found } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ZoneAnswer | undefined;
  const result = answer?.result;
  if (chosenId === null) {
    return (
      <>
        <h1 className={styles.title}>{t("zones.title")}</h1>
        <p>{t("errors.noProfessional")}</p>
      </>
    );
  }
  const others = professionals.length > 1;
  return (
    <>
      <h1 className={styles.title}>{t("zones.title")}</h1>
      <p>{t("zones.intro")}</p>

      <section className={styles.section} aria-labelledby="zones-liste">
        <h2 id="zones-liste" className={styles.sectionTitle}>
          {t("zones.listTitle")}
        </h2>
        {zones.length === 0 ? <p>{t("zones.empty")}</p> : null}
        <ul className={styles.list}>
          {zones.map((zone) => (
            <li key={zone.id} className={styles.inline}>
              <span>{zoneText(zone)}</span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="bailiff_id" value={chosenId} />
                <input type="hidden" name="zone_id" value={zone.id} />
                <Button type="submit" variant="outline" aria-label={t("zones.remove", { label: zone.label })}>
                  {t("zones.remove", { label: "" }).trim()}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="zones-ajout">
        <h2 id="zones-ajout" className={styles.sectionTitle}>
          {t("zones.addTitle")}
        </h2>
        <Form method="get" className={styles.inline}>
          {others ? <input type="hidden" name="professionnel" value={chosenId} /> : null}
          <TextField label={t("zones.searchLabel")} description={t("zones.searchHelp")} name="adresse" defaultValue={term} />
          <Button type="submit" variant="secondary">
            {t("zones.search")}
          </Button>
        </Form>
        {found && found.length === 0 ? <p>{t("zones.noResult")}</p> : null}
        {found && found.length > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="bailiff_id" value={chosenId} />
            <fieldset className={styles.fieldset}>
              <legend>{t("zones.choiceLegend")}</legend>
              {found.map((address, index) => (
                <label key={address.value} className={styles.radio}>
                  <input type="radio" name="address" value={address.value} defaultChecked={index === 0} />
                  {address.label}
                </label>
              ))}
              <ErrorList errors={fieldErrors(result, "address")} />
            </fieldset>
            <fieldset className={styles.fieldset}>
              <legend>{t("zones.kindLegend")}</legend>
              {KINDS.map((kind) => (
                <label key={kind} className={styles.radio}>
                  <input type="radio" name="kind" value={kind} defaultChecked={kind === "radius"} />
                  {t(KIND_LABELS[kind])}
                </label>
              ))}
              <ErrorList errors={fieldErrors(result, "kind")} />
            </fieldset>
            <TextField
              label={t("zones.radiusKm")}
              type="number"
              min={1}
              max={300}
              name="radius_km"
              defaultValue={String(result?.initialValue?.radius_km ?? "20")}
              errors={fieldErrors(result, "radius_km")}
            />
            <div className={styles.formActions}>
              <Button type="submit">{t("zones.add")}</Button>
            </div>
          </Form>
        ) : null}
      </section>
    </>
  );
}
