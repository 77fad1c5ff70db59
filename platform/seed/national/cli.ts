// `npm run seed:national -- --scale 1 [--database-url postgres://…/national] [--force] [--seed 37]`:
// creates the database when it does not exist, refuses one that holds tables unless --force (which drops
// and creates it again), then runs the migrations, the demo seed and the national generator.
import pg from "pg";
import { openPostgres } from "../../db/open-database";
import { prepareDatabase } from "./database";
import { generateNational } from "./generate";

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};

async function main() {
  const scale = Number(argument("scale") ?? 1);
  const url = argument("database-url") ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/national";
  if (!(scale > 0 && scale <= 2)) throw new Error("--scale must be a number in ]0, 2].");
  const refused = await prepareDatabase(url, process.argv.includes("--force"));
  if (refused) {
    console.error(refused);
    process.exitCode = 1;
    return;
  }
  const started = performance.now();
  console.log(`National dataset at scale ${scale} into ${new URL(url).pathname.slice(1)}`);
  const database = await openPostgres({ connectionString: url });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const seed = argument("seed");
    const summary = await generateNational(database.db, client, {
      scale,
      ...(seed ? { seed: Number(seed) } : {}),
      log: (line) => console.log(line),
    });
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s. Rows:`);
    for (const [table, rows] of Object.entries(summary.rows)) console.log(`  ${table.padEnd(24)} ${rows.toLocaleString("en")}`);
    const size = await client.query<{ size: string }>("select pg_size_pretty(pg_database_size(current_database())) as size");
    console.log(`  database size            ${size.rows[0]!.size}`);
  } finally {
    await client.end();
    await database.close();
  }
}

await main();
