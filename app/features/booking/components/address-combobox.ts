// What the address combobox does (customer-side §9), fetched only when the address input first gets the
// focus or a keystroke, or when "Autour de moi" is used (docs/decisions/503-booking-v2-client-budget.md):
// suggestions from 3 characters, 500 ms after the last keystroke, from the suggestions route; the keys
// (arrows, Enter, Escape, Tab); the polite announcements; the browser's position and the reverse lookup.
// The field (address-search-field.tsx) renders the listbox and the status line this controller hands it
// (`show`) and the text and coordinates it picks (`fill`). No React here, so it runs under unit tests.
import { address as addressTexts } from "~/locales/fr/booking-address.json";
import { combobox as comboboxTexts } from "~/locales/fr/booking-address-combobox.json";
import { translator } from "~/i18n/translator";
import { tPlural } from "~/features/content/plural";
import { parseSuggestionList, parseSuggestionObject } from "../address-suggestion-answer";
import type { AddressOption } from "../address-suggestion";

const t = translator({ address: addressTexts, combobox: comboboxTexts });

/** Suggestions start at 3 characters, 500 ms after the last keystroke (customer-side §9). */
export const ADDRESS_MIN_CHARACTERS = 3;
export const ADDRESS_DEBOUNCE_MS = 500;

/** The listbox and the status line of the field. */
export interface ComboboxView {
  options: readonly AddressOption[];
  open: boolean;
  /** Index of the option under the keyboard (aria-activedescendant), -1 for none. */
  active: number;
  status: string;
}

export interface ComboboxHost {
  /** The JSON route of suggestions (`?term=`). */
  readonly suggestionsUrl: string;
  /** The JSON route of the address at a position (`?lat=&lon=`). */
  readonly reverseUrl: string;
  /** The input's text as shown. */
  readonly text: string;
  /** Renders the listbox and the status line. */
  show(view: ComboboxView): void;
  /** Sets the input's text; with an option its coordinates go with the form, without none do. */
  fill(text: string, option: AddressOption | null): void;
}

/** The keyboard event as the controller reads it (React's and the DOM's both fit). */
export interface ComboboxKey {
  key: string;
  preventDefault(): void;
}

export interface AddressCombobox {
  /** The input's new text (the field already shows it and dropped the coordinates). */
  typed(value: string): void;
  keyDown(event: ComboboxKey): void;
  choose(option: AddressOption): void;
  /** Closes the listbox (the input lost the focus). */
  close(): void;
  /** "Autour de moi": the browser's position, then the address there. */
  locate(): void;
  /** Stops the pending search (the field goes away). */
  dispose(): void;
}

export function createAddressCombobox(host: ComboboxHost, initial: ComboboxView): AddressCombobox {
  let view = initial;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;

  const show = (patch: Partial<ComboboxView>) => {
    view = { ...view, ...patch };
    host.show(view);
  };

  async function search(term: string) {
    request?.abort();
    const controller = new AbortController();
    request = controller;
    try {
      const response = await fetch(`${host.suggestionsUrl}?${new URLSearchParams({ term })}`, {
        signal: controller.signal,
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(String(response.status));
      const found = parseSuggestionList(await response.json());
      show({
        options: found,
        active: -1,
        open: found.length > 0,
        status: found.length > 0 ? tPlural(t, "combobox.suggestionCount", found.length) : t("address.noSuggestion", { term }),
      });
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      show({ options: [], open: false, active: -1, status: t("address.searchFailed") });
    }
  }

  function typed(value: string) {
    clearTimeout(timer);
    const term = value.trim();
    if (term.length < ADDRESS_MIN_CHARACTERS) {
      request?.abort();
      show({ options: [], open: false, active: -1, status: "" });
      return;
    }
    timer = setTimeout(() => void search(term), ADDRESS_DEBOUNCE_MS);
  }

  function choose(option: AddressOption) {
    host.fill(option.label, option);
    show({ open: false, active: -1, status: t("combobox.chosen", { label: option.label }) });
  }

  function keyDown(event: ComboboxKey) {
    const count = view.options.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const down = event.key === "ArrowDown";
      const active = count === 0 ? -1 : down ? (view.active + 1) % count : view.active <= 0 ? count - 1 : view.active - 1;
      show({ open: view.open || count > 0, active });
    } else if (event.key === "Enter") {
      const option = view.open && view.active >= 0 ? view.options[view.active] : undefined;
      if (option) {
        // The chosen suggestion, not the form's submission.
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === "Escape") {
      if (view.open) {
        event.preventDefault();
        show({ open: false, active: -1 });
      } else if (host.text) {
        // A second Escape empties the field (ARIA combobox pattern).
        host.fill("", null);
        typed("");
      }
    } else if (event.key === "Tab") {
      close();
    }
  }

  function close() {
    if (view.open) show({ open: false });
  }

  function locate() {
    if (!("geolocation" in navigator)) {
      show({ status: t("combobox.locationUnavailable") });
      return;
    }
    show({ status: t("combobox.locating") });
    const failed = () => show({ status: t("combobox.locationFailed") });
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        try {
          const query = new URLSearchParams({ lat: String(position.coords.latitude), lon: String(position.coords.longitude) });
          const response = await fetch(`${host.reverseUrl}?${query}`, { headers: { accept: "application/json" } });
          const option = response.ok ? parseSuggestionObject(await response.json()) : null;
          if (option) choose(option);
          else failed();
        } catch {
          failed();
        }
      },
      failed,
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  }

  function dispose() {
    clearTimeout(timer);
    request?.abort();
  }

  return { typed, keyDown, choose, close, locate, dispose };
}
