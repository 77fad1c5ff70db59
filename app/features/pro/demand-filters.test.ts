import { describe, expect, it } from "vitest";
import { readDemandListQuery, withoutEmptyParams } from "./demand-filters";

describe("readDemandListQuery", () => {
  it("turns every filter of the URL into the platform's query", () => {
    const query = readDemandListQuery(
      new URLSearchParams(
        "page=3&du=2026-11-01&au=2026-11-30&nom=Mart&gestionnaire=41&intervenant=40&prestation=4&statut=completed&agent=9&titre=fuite&professionnel=40&a_traiter=1",
      ),
    );
    expect(query.page).toBe(3);
    expect(query.filters).toEqual({
      start_date: "2026-11-01",
      end_date: "2026-11-30",
      lastname: "Mart",
      manager_id: 41,
      operator_id: 40,
      report_type: 4,
      marking: "completed",
      partner_agent_id: 9,
      demand_name: "fuite",
      bailiff_id: 40,
      pending: 1,
    });
  });

  it("ignores malformed values but shows them back as typed", () => {
    const query = readDemandListQuery(new URLSearchParams("page=-1&du=1er novembre&gestionnaire=abc&statut=toqualify&nom=%20&a_traiter=oui"));
    expect(query.page).toBe(1);
    expect(query.filters).toEqual({});
    expect(query.values.du).toBe("1er novembre");
    expect(query.values.gestionnaire).toBe("abc");
  });
});

describe("withoutEmptyParams", () => {
  it("drops the fields a GET form sent empty, and says when there are none", () => {
    const tidy = withoutEmptyParams(new URLSearchParams("du=&nom=Martin&statut=&page=2"));
    expect(tidy?.toString()).toBe("nom=Martin&page=2");
    expect(withoutEmptyParams(new URLSearchParams("nom=Martin"))).toBeNull();
    expect(withoutEmptyParams(new URLSearchParams(""))).toBeNull();
  });
});
