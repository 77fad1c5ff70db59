// The address field of the booking flows (customer-side §2.3, §4, §5). Without JavaScript: a text
// input and a "Rechercher" button that reloads the page with the suggestions as radio buttons; the
// coordinates travel only once an address was chosen. With JavaScript: an ARIA 1.2 combobox fed from
// 3 characters, debounced 500 ms, by the suggestions route; typing resets the coordinates; "Autour de
// moi" asks the browser's position and the reverse-lookup route. What the combobox does (searching,
// keys, announcements, position) is fetched when the input first gets the focus or a keystroke, or
// "Autour de moi" is used (address-combobox.ts): this module only renders what it hands back.
import { useEffect, useId, useRef, useState } from "react";
import { address as addressTexts } from "~/locales/fr/booking-address.json";
import { translator } from "~/i18n/translator";
import { buttonClass } from "~/ui/button";
import { encodeSuggestion, type AddressOption } from "../address-suggestion";
import type { AddressCombobox, ComboboxHost, ComboboxView } from "./address-combobox";
import * as styles from "./address-search-field.css";

const t = translator({ address: addressTexts });

const ADDRESS_SUGGESTIONS_URL = "/reservation/adresses";
const ADDRESS_REVERSE_URL = "/reservation/adresses/position";

/** Nothing listed, nothing announced: the combobox before its code arrives. */
const CLOSED: ComboboxView = { options: [], open: false, active: -1, status: "" };

const loadCombobox = () => import("./address-combobox");

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
  const [view, setView] = useState<ComboboxView>(CLOSED);
  const combobox = useRef<AddressCombobox | null>(null);
  const loading = useRef<Promise<AddressCombobox>>();
  const mounted = useRef(false);
  const latest = useRef({ suggestionsUrl, reverseUrl, text });
  latest.current = { suggestionsUrl, reverseUrl, text };
  const listboxId = `${id}-suggestions`;
  const hintId = `${id}-aide`;
  const errorId = `${id}-erreur`;
  const statusId = `${id}-etat`;
  const radioPrefix = useId();
  const hasErrors = Boolean(errors && errors.length > 0);

  useEffect(() => {
    mounted.current = true;
    setEnhanced(true);
    return () => {
      mounted.current = false;
      combobox.current?.dispose();
    };
  }, []);

  /** The combobox's code, fetched once (again after a failed fetch). */
  function loadController(): Promise<AddressCombobox> {
    if (!loading.current) {
      const host: ComboboxHost = {
        get suggestionsUrl() {
          return latest.current.suggestionsUrl;
        },
        get reverseUrl() {
          return latest.current.reverseUrl;
        },
        get text() {
          return latest.current.text;
        },
        show: (next) => {
          if (mounted.current) setView(next);
        },
        fill: (value, option) => {
          setText(value);
          setCoordinates(option ? { latitude: option.latitude, longitude: option.longitude } : null);
        },
      };
      const promise = loadCombobox().then(({ createAddressCombobox }) => {
        combobox.current = createAddressCombobox(host, CLOSED);
        return combobox.current;
      });
      promise.catch(() => {
        if (loading.current === promise) loading.current = undefined;
      });
      loading.current = promise;
    }
    return loading.current;
  }

  // The code could not be fetched (offline, a new deployment): "Rechercher" still lists suggestions.
  const unavailable = () => {
    if (mounted.current) setView({ ...CLOSED, status: t("address.searchFailed") });
  };

  function onType(value: string) {
    setText(value);
    // Typing makes the address free text again: only a chosen suggestion carries coordinates.
    setCoordinates(null);
    loadController().then((controller) => {
      if (mounted.current) controller.typed(value);
    }, unavailable);
  }

  const describedBy = [hintId, hasErrors ? errorId : null, enhanced ? statusId : null].filter(Boolean).join(" ");
  const activeId = view.open && view.active >= 0 ? `${listboxId}-${view.active}` : undefined;
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
            onFocus={enhanced ? () => void loadController().catch(() => undefined) : undefined}
            onKeyDown={enhanced ? (event) => combobox.current?.keyDown(event) : undefined}
            onBlur={() => combobox.current?.close()}
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
                  "aria-expanded": view.open,
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
              hidden={!view.open}
            >
              {view.options.map((option, index) => (
                // Keyboard users move with the arrows on the input (aria-activedescendant); the mouse clicks.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={`${option.label}-${option.latitude}-${option.longitude}`}
                  id={`${listboxId}-${index}`}
                  role="option"
                  aria-selected={index === view.active}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => combobox.current?.choose(option)}
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
          <button
            type="button"
            className={buttonClass("link")}
            onClick={() => loadController().then((controller) => controller.locate(), unavailable)}
          >
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
          {view.status}
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
