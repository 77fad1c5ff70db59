// The customer search of the study's demands (issue 38, point 20; docs/decisions/3720): by the start of
// the last name as before, and now by the first name, or the first name and last name, accents, case and
// spaces aside, on the study's own demands; a customer's change of name follows in the lists.
import { beforeAll, expect, it } from "vitest";
import { demoStudyId, staffCaller } from "../../test-support/pro-helpers";
import { describeOnEachDatabase } from "../../test-support/test-backends";
import type { TestPlatform } from "../../test-support/test-platform";

/** The demo agenda's customer (platform/seed/demo-agenda.ts), with demands at the demo study. */
const ELODIE = "elodie.rousseau@client.example";

type Caller = Awaited<ReturnType<typeof staffCaller>>;
interface Listed {
  id: number;
  user: { firstname: string; lastname: string };
}
interface Page {
  data: Listed[];
  meta: { total: number };
}

describeOnEachDatabase("the customer search of the study's demands", (current) => {
  let platform: TestPlatform;
  let clerk: Caller;
  let base: string;

  beforeAll(async () => {
    platform = current();
    const studyId = await demoStudyId(platform);
    base = `/api/bailiff/${studyId}`;
    clerk = await staffCaller(platform, "clerk", studyId);
  });

  const search = async (name: string) => {
    const query = new URLSearchParams({ lastname: name });
    const { status, body } = await clerk("GET", `${base}/demands?${query}`);
    expect(status).toBe(200);
    return body as Page;
  };
  const ids = (page: Page) => page.data.map((demand) => demand.id);

  it("finds Élodie Rousseau by « Rousseau », « Rous », « Élodie », « Elodie » and « Elodie Rousseau »", async () => {
    const byLastName = await search("Rousseau");
    expect(byLastName.meta.total).toBeGreaterThan(0);
    for (const demand of byLastName.data) expect(demand.user).toMatchObject({ firstname: "Élodie", lastname: "Rousseau" });
    for (const name of [
      "Rous",
      "Élodie",
      "Elodie",
      "élo",
      "Elodie Rousseau",
      "ÉLODIE   ROUSSEAU ",
      "elodie rous",
      "Rousseau Élodie",
    ]) {
      const found = await search(name);
      expect({ name, total: found.meta.total, ids: ids(found) }).toEqual({
        name,
        total: byLastName.meta.total,
        ids: ids(byLastName),
      });
    }
  });

  it("keeps to the start of the names: neither the middle of a name nor another customer's first name", async () => {
    for (const name of ["odie", "Rousseau Marc", "Elodie Rousseaux", "Élodie Martin", "seau"]) {
      expect({ name, total: (await search(name)).meta.total }).toEqual({ name, total: 0 });
    }
  });

  it("follows a customer's change of first name", async () => {
    const before = await search("Elodie Rousseau");
    expect(before.meta.total).toBeGreaterThan(0);
    await platform.platform.db.updateTable("users").set({ firstname: "Éléonore" }).where("email", "=", ELODIE).execute();
    try {
      expect((await search("Elodie")).meta.total).toBe(0);
      expect(ids(await search("eleonore rousseau"))).toEqual(ids(before));
      expect(ids(await search("Rousseau Éléonore"))).toEqual(ids(before));
    } finally {
      await platform.platform.db.updateTable("users").set({ firstname: "Élodie" }).where("email", "=", ELODIE).execute();
    }
  });
});
