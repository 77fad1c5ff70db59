// The filters of the study's demands list (pro-side §7 "GET demands"), kept in the page's URL under
// French names so a filtered list can be bookmarked, shared and paged without JavaScript: the GET form
// writes them, the loader reads them back into the platform's query.
import { pageParam } from "~/.server/query";
import { MARKING_FILTER_OPTIONS } from "~/features/account/status-badges";

/** URL name → platform name. */
const FILTER_PARAMS = {
  du: "start_date",
  au: "end_date",
  nom: "lastname",
  gestionnaire: "manager_id",
  intervenant: "operator_id",
  prestation: "report_type",
  statut: "marking",
  agent: "partner_agent_id",
  titre: "demand_name",
  professionnel: "bailiff_id",
  /** `a_traiter=1`: only the demands to plan or to qualify (the dashboard's count links here). */
  a_traiter: "pending",
} as const;

type FilterParam = keyof typeof FILTER_PARAMS;
type PlatformFilter = (typeof FILTER_PARAMS)[FilterParam];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID_FILTERS: readonly PlatformFilter[] = ["manager_id", "operator_id", "report_type", "partner_agent_id", "bailiff_id"];
const MAX_TEXT = 100;

export interface DemandListQuery {
  page: number;
  /** The platform's filters, only those given and well formed. */
  filters: Partial<Record<PlatformFilter, string | number>>;
  /** What the form shows back: the URL's values as typed (a malformed one is kept, and ignored). */
  values: Record<FilterParam, string>;
}

function readFilter(name: PlatformFilter, raw: string): string | number | undefined {
  if (raw === "") return undefined;
  if (name === "start_date" || name === "end_date") return DAY.test(raw) ? raw : undefined;
  if (ID_FILTERS.includes(name)) return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
  if (name === "marking") return (MARKING_FILTER_OPTIONS as readonly string[]).includes(raw) ? raw : undefined;
  if (name === "pending") return raw === "1" ? 1 : undefined;
  return raw.slice(0, MAX_TEXT);
}

export function readDemandListQuery(search: URLSearchParams): DemandListQuery {
  const values = {} as Record<FilterParam, string>;
  const filters: DemandListQuery["filters"] = {};
  for (const [param, name] of Object.entries(FILTER_PARAMS) as [FilterParam, PlatformFilter][]) {
    const raw = (search.get(param) ?? "").trim();
    values[param] = raw;
    const value = readFilter(name, raw);
    if (value !== undefined) filters[name] = value;
  }
  return { page: pageParam(search), filters, values };
}

/**
 * The same search without its empty parameters, or null when it has none: a GET form without JavaScript
 * sends every field, filled or not, and the loader redirects to the tidy URL a person would bookmark.
 */
export function withoutEmptyParams(search: URLSearchParams): URLSearchParams | null {
  const kept = new URLSearchParams([...search].filter(([, value]) => value.trim() !== ""));
  return [...kept].length === [...search].length ? null : kept;
}
