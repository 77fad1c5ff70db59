// The search of the creneaux step (customer-side §2.3 "Slots screen"): the report type, the video
// choice, the address (the main booking's autocomplete) and 'Rechercher', as a GET form whose answer is
// the booking parameters in the URL. For a consultation at the study the address input gives way to
// the study's own address. With JavaScript the choice of report type shows or hides the address and
// the video option at once; without it the next search does. The inputs stay uncontrolled (what the
// user picks before hydration is kept); the state only mirrors them.
import { Form } from "@remix-run/react";
import { useState } from "react";
import { AddressSearchField } from "~/features/booking/components/address-search-field";
import type { AddressOption } from "~/features/booking/address-suggestion";
import { search as searchTexts } from "~/locales/fr/booking-v2-search.json";
import { translator } from "~/i18n/translator";
import { Button } from "~/ui/button";
import { CheckboxField, SelectField } from "~/ui/field";
import { isVisioService, type BookingQuery } from "./query";
import { meetingMode, SEARCH_FORM_MARKER } from "./search";
import * as styles from "./v2-frame.css";

const t = translator({ search: searchTexts });

interface ReportTypeChoice {
  slug: string;
  name: string;
  type: "meeting" | "consultation" | "recovery" | "judgment";
  visioEnabled: boolean;
}

export interface SlotSearchFormProps {
  groups: ReadonlyArray<{ label: string; options: readonly ReportTypeChoice[] }>;
  query: BookingQuery;
  /** Outside a study's own page the address always comes from the search. */
  addressFromSearch: boolean;
  /** The study whose address a consultation takes place at (a study's own page). */
  studyAddress: string | null;
  /** A line above the address field (the partner context's explanation). */
  placeNote?: string;
  suggestions: readonly AddressOption[] | null;
  errors: { reportType?: string[]; service?: string[]; address?: string[] };
}

export function SlotSearchForm({
  groups,
  query,
  addressFromSearch,
  studyAddress,
  placeNote,
  suggestions,
  errors,
}: SlotSearchFormProps) {
  const [reportTypeSlug, setReportTypeSlug] = useState(query.reportType ?? "");
  const [visio, setVisio] = useState(isVisioService(query.service));
  const selected = groups.flatMap((group) => group.options).find((option) => option.slug === reportTypeSlug);
  const mode = selected ? meetingMode(selected, visio, addressFromSearch) : visio ? "visio" : "onSite";
  const offersVisio = !selected || selected.visioEnabled;
  const chosenCoordinates =
    query.lat !== undefined && query.lon !== undefined ? { latitude: query.lat, longitude: query.lon } : null;

  return (
    <Form method="get" className={styles.searchForm} noValidate>
      <input type="hidden" name={SEARCH_FORM_MARKER} value="1" />
      {query.affToken ? <input type="hidden" name="aff_token" value={query.affToken} /> : null}
      <SelectField
        label={t("search.reportType")}
        name="reporttype"
        defaultValue={query.reportType ?? ""}
        onChange={(event) => setReportTypeSlug(event.target.value)}
        required
        errors={errors.reportType}
      >
        <option value="">{t("search.reportTypePlaceholder")}</option>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      {offersVisio || visio ? (
        <CheckboxField
          label={t("search.visio")}
          name="service"
          value="visio"
          defaultChecked={isVisioService(query.service)}
          onChange={(event) => setVisio(event.target.checked)}
          errors={errors.service}
        />
      ) : null}
      {mode === "visio" ? (
        <p className={styles.muted}>{t("search.visioHelp")}</p>
      ) : mode === "atStudy" && studyAddress ? (
        <p className={styles.place}>
          {t("search.consultationPlace")} <strong>{studyAddress}</strong>
        </p>
      ) : (
        <>
          {placeNote ? <p className={styles.muted}>{placeNote}</p> : null}
          <AddressSearchField
            label={t("search.address")}
            name="address"
            latitudeName="lat"
            longitudeName="lon"
            defaultValue={query.address ?? ""}
            defaultCoordinates={chosenCoordinates}
            suggestions={suggestions}
            searchedTerm={suggestions ? (query.address ?? null) : null}
            errors={errors.address}
            required
          />
        </>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary">
          {t("search.submit")}
        </Button>
      </div>
    </Form>
  );
}
