// The national dataset's database: created when missing, refused when it holds tables unless forced.
import pg from "pg";

/** Makes sure the database of `url` exists and is empty; answers why not when it cannot. */
export async function prepareDatabase(url: string, force: boolean): Promise<string | undefined> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) return `The database name « ${name} » must be lower-case letters, digits and _.`;
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount! > 0;
    if (exists) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const tables = await client
        .query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema = current_schema()")
        .finally(() => client.end());
      if (tables.rows[0]!.n > 0 && !force)
        return `The database « ${name} » is not empty: use --force to drop and create it again.`;
      if (tables.rows[0]!.n > 0) await admin.query(`drop database ${name} with (force)`);
      else return undefined;
    }
    await admin.query(`create database ${name}`);
    return undefined;
  } finally {
    await admin.end();
  }
}
