import { describe, expect, it } from "vitest";
import { groupReportTypes, groupsForService, type ReportTypeNode } from "./report-types";

const child = (slug: string, enabled = true): ReportTypeNode => ({ id: slug.length, slug, name: slug, type: "meeting", enabled });

const tree: ReportTypeNode[] = [
  {
    id: 1,
    slug: "consultations",
    name: "Consultations",
    type: "consultation",
    children: [{ ...child("consultation-juridique"), type: "consultation" }],
  },
  { id: 2, slug: "constats-travaux", name: "Travaux", type: "meeting", children: [child("constat-de-travaux")] },
  {
    id: 3,
    slug: "constat-general",
    name: "Constats généraux",
    type: "meeting",
    children: [child("general-meeting"), child("constat-archive", false)],
  },
  { id: 4, slug: "vide", name: "Sans enfant", type: "meeting", children: [child("ancien", false)] },
  { id: 5, slug: "desactive", name: "Désactivé", type: "meeting", enabled: false, children: [child("x")] },
];

describe("groupReportTypes", () => {
  it("puts the general group first, then other groups, then consultations", () => {
    expect(groupReportTypes(tree).map((parent) => parent.slug)).toEqual(["constat-general", "constats-travaux", "consultations"]);
  });

  it("hides disabled children and parents left without children", () => {
    const general = groupReportTypes(tree)[0];
    expect(general?.children?.map((item) => item.slug)).toEqual(["general-meeting"]);
    expect(groupReportTypes(tree).some((parent) => parent.slug === "vide")).toBe(false);
  });

  it("splits the groups by service", () => {
    expect(groupsForService(tree, "consultation").map((parent) => parent.slug)).toEqual(["consultations"]);
    expect(groupsForService(tree, "meeting").map((parent) => parent.slug)).toEqual(["constat-general", "constats-travaux"]);
  });
});

describe("the platform's tree", () => {
  it("groups the platform's own shape (children carrying children) and keeps its fields", () => {
    const child = {
      id: 2,
      slug: "general-meeting",
      name: "Constat",
      type: "meeting" as const,
      enabled: true,
      code: "GM",
      children: [] as unknown[],
    };
    const tree = [
      {
        id: 1,
        slug: "constat-general",
        name: "Constat général",
        type: "meeting" as const,
        enabled: true,
        code: "G",
        children: [child],
      },
    ];
    const [group] = groupReportTypes(tree);
    expect(group!.code).toBe("G");
    expect(group!.children).toEqual([child]);
  });
});
