// Strapi v3 query parameters over records.
import { describe, expect, it } from "vitest";
import { foldAccents } from "../geo/text-normalize";
import { EqualityIndexes, filterAndSort, page, parseQuery, QueryError } from "./strapi-query";

const records = [
  {
    id: 1,
    slug: "a",
    title: "Élan",
    order: 2,
    published_at: "2024-01-01",
    category: { id: 10, slug: "x" },
    tags: [{ id: 1, slug: "t1" }],
    parent: null,
  },
  {
    id: 2,
    slug: "b",
    title: "bravo",
    order: 1,
    published_at: "2024-03-01",
    category: { id: 11, slug: "y" },
    tags: [
      { id: 2, slug: "t2" },
      { id: 1, slug: "t1" },
    ],
    parent: { id: 1 },
  },
  { id: 3, slug: "c", title: "Charlie", order: null, published_at: null, category: null, tags: [], parent: null },
];
const run = (query: Record<string, unknown>) => {
  const parsed = parseQuery(query);
  return page(filterAndSort(records, parsed, { searchText: (r) => foldAccents(r.title) }), parsed).map((r) => r.id);
};

describe("strapi query", () => {
  it("sorts ascending or descending, missing values last, ties by id", () => {
    expect(run({ _sort: "published_at:DESC" })).toEqual([2, 1, 3]);
    expect(run({ _sort: "published_at:ASC" })).toEqual([1, 2, 3]);
    expect(run({ _sort: "order:ASC" })).toEqual([2, 1, 3]);
    expect(run({ _sort: "title:ASC" })).toEqual([2, 3, 1]);
    expect(run({})).toEqual([1, 2, 3]);
  });

  it("pages with _start and _limit, -1 meaning all", () => {
    expect(run({ _start: "1", _limit: "1" })).toEqual([2]);
    expect(run({ _limit: "-1" })).toEqual([1, 2, 3]);
    expect(run({ _limit: "0" })).toEqual([]);
  });

  it("filters by field, dotted relation path, relation id or slug, and operators", () => {
    expect(run({ slug: "b" })).toEqual([2]);
    expect(run({ "category.slug": "x" })).toEqual([1]);
    expect(run({ category: "11" })).toEqual([2]);
    expect(run({ category: "y" })).toEqual([2]);
    expect(run({ "tags.slug": "t1" })).toEqual([1, 2]);
    expect(run({ "tags.slug": ["t2", "zz"] })).toEqual([2]);
    expect(run({ "tags.slug_in": ["t2"] })).toEqual([2]);
    expect(run({ slug_ne: "a" })).toEqual([2, 3]);
    expect(run({ slug_nin: ["a", "b"] })).toEqual([3]);
    expect(run({ order_gte: "2" })).toEqual([1]);
    expect(run({ order_lt: "2" })).toEqual([2]);
    expect(run({ published_at_lte: "2024-02-01" })).toEqual([1]);
    expect(run({ title_containsi: "ELA" })).toEqual([1]);
    expect(run({ title_contains: "rav" })).toEqual([2]);
    expect(run({ parent_null: "true" })).toEqual([1, 3]);
    expect(run({ parent_null: "false" })).toEqual([2]);
  });

  it("searches with _q, every word, accents ignored", () => {
    expect(run({ _q: "elan" })).toEqual([1]);
    expect(run({ _q: "ch" })).toEqual([3]);
    expect(run({ _q: "?!" })).toEqual([]);
  });

  it("rejects malformed parameters with a QueryError", () => {
    for (const query of [
      { _start: "-1" },
      { _limit: "-2" },
      { _limit: "x" },
      { _sort: "a:UP" },
      { _sort: "1a" },
      { _where: "x" },
      { slug: { a: "b" } },
      { "bad key!": "x" },
    ]) {
      expect(() => parseQuery(query as Record<string, unknown>)).toThrow(QueryError);
    }
  });

  it("narrows with equality indexes to exactly the records a full scan finds", () => {
    const indexes = new EqualityIndexes(records);
    for (const query of [
      { slug: "b" },
      { category: "y" },
      { category: "10" },
      { "tags.slug": "t1" },
      { "tags.slug": ["t2", "zz"] },
      { slug: "none" },
      { order_gte: "1" },
      {},
    ]) {
      const parsed = parseQuery(query);
      const indexed = filterAndSort(indexes.candidates(parsed), parsed).map((r) => r.id);
      expect(indexed, JSON.stringify(query)).toEqual(filterAndSort(records, parsed).map((r) => r.id));
    }
  });
});
