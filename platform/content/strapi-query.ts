// Strapi v3 REST query parameters over in-memory records: _start, _limit, _sort, _q and field filters
// with Strapi's suffix operators (field_in, field_lt, field_contains…), dotted paths into relations.
import { foldAccents } from "../geo/text-normalize";

export class QueryError extends Error {}

type Operator =
  "eq" | "ne" | "lt" | "lte" | "gt" | "gte" | "in" | "nin" | "contains" | "containsi" | "ncontains" | "ncontainsi" | "null";

interface Filter {
  path: string[];
  operator: Operator;
  values: string[];
}

export interface ParsedQuery {
  start: number;
  /** -1 means all, as in Strapi. */
  limit: number;
  sort: Array<{ path: string[]; descending: boolean }>;
  filters: Filter[];
  search: string | undefined;
}

const DEFAULT_LIMIT = 100;

// Longest first, so "_containsi" is not read as "_contains" followed by "i".
const OPERATORS: Operator[] = [
  "ncontainsi",
  "containsi",
  "ncontains",
  "contains",
  "null",
  "nin",
  "lte",
  "gte",
  "ne",
  "lt",
  "gt",
  "in",
  "eq",
];
// Parameters Strapi understands that change nothing on this read-only, single-locale service.
const IGNORED = new Set(["_publicationState", "_locale", "populate", "_fields"]);

function asStrings(value: unknown, name: string): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value as string[];
  throw new QueryError(`Invalid value for ${name}`);
}

function integer(value: unknown, name: string, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const [text] = asStrings(value, name);
  if (!/^-?\d+$/.test(text!.trim())) throw new QueryError(`${name} must be an integer`);
  const number = Number(text);
  if (number < min) throw new QueryError(`${name} must be at least ${min}`);
  return number;
}

const FIELD = /^[A-Za-z][\w.]*$/;

/** Parses Express's `req.query` (qs) into a query; throws QueryError on malformed input. */
export function parseQuery(query: Record<string, unknown>): ParsedQuery {
  const start = integer(query._start, "_start", 0, 0);
  const limit = integer(query._limit, "_limit", DEFAULT_LIMIT, -1);
  const sort =
    query._sort === undefined
      ? []
      : asStrings(query._sort, "_sort")
          .flatMap((value) => value.split(","))
          .map((part) => part.trim())
          .filter(Boolean)
          .map((part) => {
            const [field, direction = "ASC"] = part.split(":");
            if (!field || !FIELD.test(field) || !/^(asc|desc)$/i.test(direction)) throw new QueryError(`Invalid _sort: ${part}`);
            return { path: field.split("."), descending: direction.toUpperCase() === "DESC" };
          });
  const search = query._q === undefined ? undefined : asStrings(query._q, "_q").join(" ").trim() || undefined;

  const filters: Filter[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (key.startsWith("_") || IGNORED.has(key)) {
      if (["_start", "_limit", "_sort", "_q"].includes(key) || IGNORED.has(key)) continue;
      throw new QueryError(`Unknown parameter ${key}`);
    }
    let field = key;
    let operator: Operator = "eq";
    for (const candidate of OPERATORS) {
      if (key.endsWith(`_${candidate}`) && key.length > candidate.length + 1) {
        field = key.slice(0, -(candidate.length + 1));
        operator = candidate;
        break;
      }
    }
    if (!FIELD.test(field)) throw new QueryError(`Invalid filter ${key}`);
    // Strapi reads a repeated plain filter (tags.slug=a&tags.slug=b) as "any of".
    const values = asStrings(value, key);
    if (operator === "eq" && values.length > 1) operator = "in";
    filters.push({ path: field.split("."), operator, values });
  }
  return { start, limit, sort, filters, search };
}

/** Values at a dotted path; arrays along the way fan out (tags.slug → every tag's slug). */
function valuesAt(record: unknown, path: string[]): unknown[] {
  let current: unknown[] = [record];
  for (const segment of path) {
    current = current.flatMap((value) => {
      if (value === null || value === undefined) return [];
      const next = (value as Record<string, unknown>)[segment];
      return Array.isArray(next) ? next : [next];
    });
  }
  return current.flatMap((value) => (Array.isArray(value) ? value : [value]));
}

/** A relation (object with an id) compares by id or slug, as `category=3` or `category=my-slug`. */
function comparable(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === "object") {
    const relation = value as { id?: unknown; slug?: unknown };
    return [relation.id, relation.slug].filter((item) => item !== undefined && item !== null).map(String);
  }
  return [String(value)];
}

function compareOrder(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  if (a.trim() !== "" && b.trim() !== "" && Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return a < b ? -1 : a > b ? 1 : 0;
}

function matches(record: unknown, filter: Filter): boolean {
  const found = valuesAt(record, filter.path);
  const candidates = found.flatMap(comparable);
  const folded = () => candidates.map(foldAccents);
  switch (filter.operator) {
    case "eq":
    case "in":
      return candidates.some((candidate) => filter.values.includes(candidate));
    case "ne":
    case "nin":
      return !candidates.some((candidate) => filter.values.includes(candidate));
    case "lt":
      return candidates.some((candidate) => compareOrder(candidate, filter.values[0]!) < 0);
    case "lte":
      return candidates.some((candidate) => compareOrder(candidate, filter.values[0]!) <= 0);
    case "gt":
      return candidates.some((candidate) => compareOrder(candidate, filter.values[0]!) > 0);
    case "gte":
      return candidates.some((candidate) => compareOrder(candidate, filter.values[0]!) >= 0);
    case "contains":
      return candidates.some((candidate) => candidate.includes(filter.values[0]!));
    case "ncontains":
      return !candidates.some((candidate) => candidate.includes(filter.values[0]!));
    case "containsi":
      return folded().some((candidate) => candidate.includes(foldAccents(filter.values[0]!)));
    case "ncontainsi":
      return !folded().some((candidate) => candidate.includes(foldAccents(filter.values[0]!)));
    case "null": {
      const isNull = found.every((value) => value === null || value === undefined);
      return filter.values[0] === "true" ? isNull : !isNull;
    }
  }
}

function sortValue(record: unknown, path: string[]): unknown {
  const [value] = valuesAt(record, path);
  return value;
}

function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === null || a === undefined;
  const bMissing = b === null || b === undefined;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  const x = foldAccents(String(a));
  const y = foldAccents(String(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

export interface QueryOptions<T> {
  /** Applied when the query names no sort, then `id` breaks ties so pages never overlap. */
  defaultSort?: Array<{ path: string[]; descending: boolean }>;
  /** Text searched by `_q`, already accent-folded. */
  searchText?: (record: T) => string;
}

/** Records matching the filters and search, sorted (not paged). */
export function filterAndSort<T>(records: T[], query: ParsedQuery, options: QueryOptions<T> = {}): T[] {
  let result = records.filter((record) => query.filters.every((filter) => matches(record, filter)));
  if (query.search) {
    const words = foldAccents(query.search)
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    const text = options.searchText;
    // A search made only of punctuation, or on a collection without text, finds nothing.
    result =
      words.length && text
        ? result.filter((record) => {
            const haystack = text(record);
            return words.every((word) => haystack.includes(word));
          })
        : [];
  }
  const sort = [...(query.sort.length ? query.sort : (options.defaultSort ?? [])), { path: ["id"], descending: false }];
  return result
    .map((record, index) => ({ record, index }))
    .sort((a, b) => {
      for (const { path, descending } of sort) {
        const x = sortValue(a.record, path);
        const y = sortValue(b.record, path);
        // Missing values go last whatever the direction.
        const missing = compareValues(x, y);
        if ((x === null || x === undefined) !== (y === null || y === undefined)) return missing;
        const order = descending ? -missing : missing;
        if (order !== 0) return order;
      }
      return a.index - b.index;
    })
    .map(({ record }) => record);
}

const MAX_INDEXES = 8;

/**
 * Lazily built equality indexes over a collection, so `cities?department=12` looks up a dozen hundred
 * records instead of testing 35,000. At most a few paths get one, whatever clients send.
 */
export class EqualityIndexes<T> {
  private readonly indexes = new Map<string, Map<string, T[]>>();

  constructor(private readonly records: T[]) {}

  /** Records that can match the query's first equality filter (all records when none applies). */
  candidates(query: ParsedQuery): T[] {
    const filter = query.filters.find((candidate) => candidate.operator === "eq" || candidate.operator === "in");
    if (!filter) return this.records;
    const index = this.index(filter.path);
    if (!index) return this.records;
    if (filter.values.length === 1) return index.get(filter.values[0]!) ?? [];
    const wanted = new Set(filter.values.flatMap((value) => index.get(value) ?? []));
    return this.records.filter((record) => wanted.has(record));
  }

  private index(path: string[]): Map<string, T[]> | undefined {
    const key = path.join(".");
    let index = this.indexes.get(key);
    if (index || this.indexes.size >= MAX_INDEXES) return index;
    index = new Map();
    for (const record of this.records) {
      for (const value of new Set(valuesAt(record, path).flatMap(comparable))) {
        const list = index.get(value);
        if (list) list.push(record);
        else index.set(value, [record]);
      }
    }
    this.indexes.set(key, index);
    return index;
  }
}

export function page<T>(records: T[], query: ParsedQuery): T[] {
  return query.limit === -1 ? records.slice(query.start) : records.slice(query.start, query.start + query.limit);
}
