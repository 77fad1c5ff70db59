// The generator's COPY on the loopback PostgreSQL: rows arrive, and a row the server refuses fails the
// flush with the server's error instead of leaving it waiting (node-postgres drops an errored query
// before its ReadyForQuery). Skipped when no PostgreSQL server answers (test-backends).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresUrl } from "../../test-support/test-backends";
import { TableCopier } from "./copy";

describe.skipIf(!postgresUrl)("COPY into a table", () => {
  let client: pg.Client;

  beforeAll(async () => {
    client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query("create temporary table copied (id int not null, label text)");
  });
  afterAll(async () => {
    await client?.end();
  });

  it("writes the rows, escaped, and fails with the server's refusal on a row it refuses", async () => {
    const copier = new TableCopier(client, "copied", ["id", "label"]);
    copier.add([1, "tab\there"]);
    copier.add([2, null]);
    await copier.flush();
    const { rows } = await client.query("select id, label from copied order by id");
    expect(rows).toEqual([
      { id: 1, label: "tab\there" },
      { id: 2, label: null },
    ]);

    copier.add([null, "no id"]);
    await expect(copier.flush()).rejects.toThrow(/null value in column "id"/);
    // The connection serves the next statement.
    expect((await client.query("select count(*)::int as n from copied")).rows[0].n).toBe(2);
  });
});
