// The address field of the booking flows (customer-side §2.3, §4, §5). Without JavaScript: a text
// input and a "Rechercher" button that reloads the page with the suggestions as radio buttons; the
// coordinates travel only once an address was chosen. With JavaScript: an ARIA 1.2 combobox fed from
// 3 characters, debounced 500 ms, by the suggestions route; typing resets the coordinates; "Autour de
// moi" asks the browser's position and the reverse-lookup route.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import bookingAddressText from "~/locales/fr/booking-address.json";
import { translator } from "~/i18n/translator";
import { tPlural } from "~/features/content/plural";
import { buttonClass } from "~/ui/button";
import { encodeSuggestion, parseSuggestionList, parseSuggestionObject, type AddressOption } from "../address-suggestion";
import * as styles from "./address-search-field.css";

const t = translator(bookingAddressText);

/** Suggestions start at 3 characters, 500 ms after the last keystroke (customer-side §9). */
export const ADDRESS_MIN_CHARACTERS = 3;
export const ADDRESS_DEBOUNCE_MS = 500;
export const ADDRESS_SUGGESTIONS_URL = "/reservation/adresses";
export const ADDRESS_REVERSE_URL = "/reservation/adresses/position";

export interface AddressSearchFieldProps {
  /** Id of the text input (the label points at it). Default "adresse". */
  id?: string;
  label?: string;
  /** Name of the text input. Default "address". */
  name?: string;
  latitudeName?: string;
  longitudeName?: string;
  /** Name of the radios of the no-JavaScript suggestion list. Default "suggestion". */
  suggestionName?: string;
  defaultValue?: string;
  /** Coordinates of an address already chosen: rendered as hidden fields until the user types. */
  defaultCoordinates?: { latitude: number; longitude: number } | null;
  /** Suggestions found by a plain search (no JavaScript): listed as radios to choose from. */
  suggestions?: readonly AddressOption[] | null;
  /** The term those suggestions answer, for the "nothing found" message. */
  searchedTerm?: string | null;
  errors?: readonly string[] | null;
  /** Show the "Rechercher" submit (a GET of the enclosing form to `searchAction`). Default true. */
  searchButton?: boolean;
  /** Where "Rechercher" sends the form (GET). Default: the current page. */
  searchAction?: string;
  /** Show "Autour de moi" once JavaScript runs. Default true. */
  aroundMe?: boolean;
  suggestionsUrl?: string;
  reverseUrl?: string;
  required?: boolean;
  autoFocus?: boolean;
}

type Coordinates = { latitude: number; longitude: number };

/**
 * The field of an address step (the wizard's, the address map's): the suggestions of its last search,
 * else the address already chosen; a search that failed says so when the action sent no errors.
 */
export function AddressStepField({
  search,
  chosen,
  errors,
  consultation,
}: {
  search: { term: string; suggestions: readonly AddressOption[] | null; failed: boolean } | null;
  chosen: AddressOption | null;
  errors: readonly string[] | null | undefined;
  consultation: boolean;
}) {
  return (
    <AddressSearchField
      key={`${search?.term ?? ""}|${chosen?.label ?? ""}`}
      label={consultation ? t("address.labelConsultation") : undefined}
      defaultValue={search?.term ?? chosen?.label ?? ""}
      defaultCoordinates={chosen ? { latitude: chosen.latitude, longitude: chosen.longitude } : null}
      suggestions={search?.suggestions ?? null}
      searchedTerm={search?.term ?? null}
      errors={errors ?? (search?.failed ? [t("address.searchFailed")] : null)}
      required
    />
  );
}

export function AddressSearchField({
  id = "adresse",
  label = t("address.label"),
  name = "address",
  latitudeName = "latitude",
  longitudeName = "longitude",
  suggestionName = "suggestion",
  defaultValue = "",
  defaultCoordinates = null,
  suggestions = null,
  searchedTerm = null,
  errors = null,
  searchButton = true,
  searchAction,
  aroundMe = true,
  suggestionsUrl = ADDRESS_SUGGESTIONS_URL,
  reverseUrl = ADDRESS_REVERSE_URL,
  required = false,
  autoFocus = false,
}: AddressSearchFieldProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [text, setText] = useState(defaultValue);
  const [coordinates, setCoordinates] = useState<Coordinates | null>(defaultCoordinates);
  const [options, setOptions] = useState<AddressOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const request = useRef<AbortController>();
  const listboxId = `${id}-suggestions`;
  const hintId = `${id}-aide`;
  const errorId = `${id}-erreur`;
  const statusId = `${id}-etat`;
  const radioPrefix = useId();
  const hasErrors = Boolean(errors && errors.length > 0);

  useEffect(() => setEnhanced(true), []);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  async function fetchSuggestions(term: string) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    try {
      const response = await fetch(`${suggestionsUrl}?${new URLSearchParams({ term })}`, {
        signal: controller.signal,
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(String(response.status));
      const found = parseSuggestionList(await response.json());
      setOptions(found);
      setActive(-1);
      setOpen(found.length > 0);
      setStatus(found.length > 0 ? tPlural(t, "address.suggestionCount", found.length) : t("address.noSuggestion", { term }));
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      setOptions([]);
      setOpen(false);
      setStatus(t("address.searchFailed"));
    }
  }

  function onType(value: string) {
    setText(value);
    // Typing makes the address free text again: only a chosen suggestion carries coordinates.
    setCoordinates(null);
    clearTimeout(timer.current);
    if (value.trim().length < ADDRESS_MIN_CHARACTERS) {
      request.current?.abort();
      setOptions([]);
      setOpen(false);
      setStatus("");
      return;
    }
    timer.current = setTimeout(() => void fetchSuggestions(value.trim()), ADDRESS_DEBOUNCE_MS);
  }

  function choose(option: AddressOption) {
    setText(option.label);
    setCoordinates({ latitude: option.latitude, longitude: option.longitude });
    setOpen(false);
    setActive(-1);
    setStatus(t("address.chosen", { label: option.label }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open && options.length > 0) setOpen(true);
      setActive((current) => (options.length === 0 ? -1 : (current + 1) % options.length));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (!open && options.length > 0) setOpen(true);
      setActive((current) => (options.length === 0 ? -1 : current <= 0 ? options.length - 1 : current - 1));
    } else if (event.key === "Enter") {
      if (open && active >= 0 && options[active]) {
        event.preventDefault();
        choose(options[active]);
      }
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        onType("");
      }
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  }

  function locate() {
    if (!("geolocation" in navigator)) {
      setStatus(t("address.locationUnavailable"));
      return;
    }
    setStatus(t("address.locating"));
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        try {
          const query = new URLSearchParams({ lat: String(position.coords.latitude), lon: String(position.coords.longitude) });
          const response = await fetch(`${reverseUrl}?${query}`, { headers: { accept: "application/json" } });
          const option = response.ok ? parseSuggestionObject(await response.json()) : null;
          if (option) choose(option);
          else setStatus(t("address.locationFailed"));
        } catch {
          setStatus(t("address.locationFailed"));
        }
      },
      () => setStatus(t("address.locationFailed")),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  }

  const describedBy = [hintId, hasErrors ? errorId : null, enhanced ? statusId : null].filter(Boolean).join(" ");
  const activeId = open && active >= 0 ? `${listboxId}-${active}` : undefined;
  const showRadios = !coordinates && suggestions !== null;

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <p id={hintId} className={styles.hint}>
        {t("address.hint")}
      </p>
      <div className={styles.row}>
        <div className={styles.comboWrapper}>
          <input
            id={id}
            name={name}
            type="text"
            className={styles.input}
            value={text}
            onChange={(event) => onType(event.target.value)}
            onKeyDown={enhanced ? onKeyDown : undefined}
            onBlur={() => setOpen(false)}
            placeholder={t("address.placeholder")}
            autoComplete="off"
            spellCheck={false}
            maxLength={300}
            required={required}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only the address step asks for it, where the field is the page's purpose
            autoFocus={autoFocus}
            aria-invalid={hasErrors || undefined}
            aria-describedby={describedBy || undefined}
            {...(enhanced
              ? {
                  role: "combobox",
                  "aria-autocomplete": "list" as const,
                  "aria-expanded": open,
                  "aria-controls": listboxId,
                  "aria-activedescendant": activeId,
                }
              : {})}
          />
          {enhanced ? (
            <ul
              id={listboxId}
              role="listbox"
              aria-label={t("address.suggestionsLabel")}
              className={styles.listbox}
              hidden={!open}
            >
              {options.map((option, index) => (
                // Keyboard users move with the arrows on the input (aria-activedescendant); the mouse clicks.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={`${option.label}-${option.latitude}-${option.longitude}`}
                  id={`${listboxId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                >
                  {option.label}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {searchButton ? (
          <button type="submit" formMethod="get" formAction={searchAction} formNoValidate className={buttonClass("outline")}>
            {t("address.search")}
          </button>
        ) : null}
        {enhanced && aroundMe ? (
          <button type="button" className={buttonClass("link")} onClick={locate}>
            {t("address.aroundMe")}
          </button>
        ) : null}
      </div>
      {coordinates ? (
        <>
          <input type="hidden" name={latitudeName} value={String(coordinates.latitude)} />
          <input type="hidden" name={longitudeName} value={String(coordinates.longitude)} />
          {/* The label the coordinates belong to: without JavaScript a retyped address cannot reset
              them, so the server drops them when the text no longer matches (addressFromForm). */}
          <input type="hidden" name={`${name}Chosen`} value={text} />
        </>
      ) : null}
      {hasErrors ? (
        <ul id={errorId} className={styles.errors}>
          {errors!.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      {enhanced ? (
        <p id={statusId} className={styles.status} role="status" aria-live="polite">
          {status}
        </p>
      ) : null}
      {showRadios ? (
        suggestions!.length > 0 ? (
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{t("address.chooseLegend")}</legend>
            {suggestions!.map((option, index) => (
              <div key={encodeSuggestion(option)} className={styles.choice}>
                <input
                  id={`${radioPrefix}-${index}`}
                  className={styles.radio}
                  type="radio"
                  name={suggestionName}
                  value={encodeSuggestion(option)}
                  defaultChecked={suggestions!.length === 1}
                />
                <label htmlFor={`${radioPrefix}-${index}`}>{option.label}</label>
              </div>
            ))}
          </fieldset>
        ) : searchedTerm ? (
          <p className={styles.status} role="status">
            {t("address.noSuggestion", { term: searchedTerm })}
          </p>
        ) : null
      ) : null}
    </div>
  );
}
