import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ADDRESS_DEBOUNCE_MS,
  createAddressCombobox,
  type AddressCombobox,
  type ComboboxHost,
  type ComboboxKey,
  type ComboboxView,
} from "./address-combobox";
import type { AddressOption } from "../address-suggestion";

const LYON: AddressOption = { label: "Lyon (69001)", latitude: 45.767, longitude: 4.834 };
const LYON_2: AddressOption = { label: "Lyon 2e Arrondissement (69002)", latitude: 45.749, longitude: 4.827 };
const CLOSED: ComboboxView = { options: [], open: false, active: -1, status: "" };

interface Field extends ComboboxHost {
  view: ComboboxView;
  text: string;
  chosen: AddressOption | null;
}

function field(): Field {
  const state: Field = {
    suggestionsUrl: "/reservation/adresses",
    reverseUrl: "/reservation/adresses/position",
    text: "",
    view: CLOSED,
    chosen: null,
    show: (view) => {
      state.view = view;
    },
    fill: (text, option) => {
      state.text = text;
      state.chosen = option;
    },
  };
  return state;
}

function key(name: string): ComboboxKey & { prevented: boolean } {
  const event = {
    key: name,
    prevented: false,
    preventDefault: () => {
      event.prevented = true;
    },
  };
  return event;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the address combobox (customer-side §9)", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let host: Field;
  let combobox: AddressCombobox;

  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock = vi.fn(async () => json([LYON, LYON_2]));
    vi.stubGlobal("fetch", fetchMock);
    host = field();
    combobox = createAddressCombobox(host, CLOSED);
  });

  afterEach(() => {
    combobox.dispose();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Types `text` one character at a time, as the field reports it. */
  function type(text: string) {
    for (let length = 1; length <= text.length; length++) {
      host.text = text.slice(0, length);
      combobox.typed(host.text);
    }
  }

  it("asks for suggestions from 3 characters, once, 500 ms after the last keystroke", async () => {
    type("Ly");
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();

    type("Lyon");
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/reservation/adresses?term=Lyon");
    expect(host.view).toEqual({
      options: [LYON, LYON_2],
      open: true,
      active: -1,
      status: "2 adresses proposées. Utilisez les flèches pour les parcourir.",
    });
  });

  it("says when nothing matches, and when the search fails", async () => {
    fetchMock.mockResolvedValueOnce(json([]));
    type("Xyzw");
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    expect(host.view.open).toBe(false);
    expect(host.view.status).toMatch(/^Aucune adresse ne correspond à « Xyzw »/);

    fetchMock.mockResolvedValueOnce(json({ message: "indisponible" }, 503));
    type("Lyon");
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    expect(host.view.status).toMatch(/^La recherche d'adresse est momentanément indisponible/);
  });

  it("moves with the arrows, chooses with Enter instead of submitting, closes with Escape", async () => {
    type("Lyon");
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);

    const down = key("ArrowDown");
    combobox.keyDown(down);
    expect(down.prevented).toBe(true);
    expect(host.view.active).toBe(0);
    combobox.keyDown(key("ArrowDown"));
    combobox.keyDown(key("ArrowDown"));
    expect(host.view.active).toBe(0);
    combobox.keyDown(key("ArrowUp"));
    expect(host.view.active).toBe(1);

    const enter = key("Enter");
    combobox.keyDown(enter);
    expect(enter.prevented).toBe(true);
    expect(host.chosen).toEqual(LYON_2);
    expect(host.text).toBe(LYON_2.label);
    expect(host.view).toMatchObject({ open: false, active: -1, status: `Adresse retenue : ${LYON_2.label}` });

    // Closed, Enter is the form's again.
    const submit = key("Enter");
    combobox.keyDown(submit);
    expect(submit.prevented).toBe(false);

    combobox.keyDown(key("ArrowDown"));
    expect(host.view.open).toBe(true);
    const escape = key("Escape");
    combobox.keyDown(escape);
    expect(escape.prevented).toBe(true);
    expect(host.view.open).toBe(false);
    combobox.keyDown(key("Escape"));
    expect(host.text).toBe("");
    expect(host.chosen).toBeNull();
  });

  it("ignores an answer overtaken by further typing", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          answer = resolve;
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    type("Lyo");
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    type("Lyon 2");
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    answer(json([LYON]));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(host.view.options).toEqual([LYON, LYON_2]);
  });

  it("'Autour de moi' takes the address at the browser's position", async () => {
    fetchMock.mockResolvedValueOnce(json(LYON));
    vi.stubGlobal("navigator", {
      geolocation: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 45.767, longitude: 4.834 } } as GeolocationPosition),
      },
    });
    combobox.locate();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock.mock.calls[0]![0]).toBe("/reservation/adresses/position?lat=45.767&lon=4.834");
    expect(host.chosen).toEqual(LYON);
    expect(host.view.status).toBe(`Adresse retenue : ${LYON.label}`);
  });

  it("says when the browser cannot or will not locate", async () => {
    vi.stubGlobal("navigator", {});
    combobox.locate();
    expect(host.view.status).toMatch(/^Votre navigateur ne permet pas la localisation/);

    vi.stubGlobal("navigator", {
      geolocation: { getCurrentPosition: (_success: PositionCallback, failure: PositionErrorCallback) => failure(null as never) },
    });
    combobox.locate();
    expect(host.view.status).toMatch(/^Nous n'avons pas pu vous localiser/);
    expect(host.chosen).toBeNull();
  });
});
