import { describe, expect, it } from "vitest";
import { checkReadiness } from "./readiness";

const ok = () => Promise.resolve();
const failing = (message: string) => () => Promise.reject(new Error(message));

describe("checkReadiness", () => {
  it("is ready when every configured check answers", async () => {
    expect(await checkReadiness({ draining: () => false })).toEqual({ ready: true, degraded: [], reasons: {} });
    expect(await checkReadiness({ draining: () => false, database: ok, redis: ok })).toEqual({
      ready: true,
      degraded: [],
      reasons: {},
    });
  });

  it("is not ready without its database, naming it with its reason", async () => {
    expect(await checkReadiness({ draining: () => false, database: failing("connect ECONNREFUSED"), redis: ok })).toEqual({
      ready: false,
      failed: ["database"],
      reasons: { database: "connect ECONNREFUSED" },
    });
    const both = await checkReadiness({ draining: () => false, database: failing("a"), redis: failing("b") });
    expect(both).toEqual({ ready: false, failed: ["database"], reasons: { database: "a", redis: "b" } });
  });

  it("is ready but degraded without Redis: the instance still serves every page", async () => {
    expect(
      await checkReadiness({ draining: () => false, database: ok, redis: failing("Redis indisponible : non connecté") }),
    ).toEqual({
      ready: true,
      degraded: ["redis"],
      reasons: { redis: "Redis indisponible : non connecté" },
    });
  });

  it("fails a check that does not answer in time, rather than waiting for it", async () => {
    const hanging = () => new Promise<void>(() => {});
    const started = Date.now();
    const outcome = await checkReadiness({ draining: () => false, database: hanging, redis: hanging, timeoutMs: 50 });
    expect(outcome).toEqual({
      ready: false,
      failed: ["database"],
      reasons: { database: "no answer within 50 ms", redis: "no answer within 50 ms" },
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("is not ready while draining, without asking the database (it is about to close)", async () => {
    let asked = false;
    const outcome = await checkReadiness({ draining: () => true, database: async () => void (asked = true) });
    expect(outcome.ready === false && outcome.failed).toEqual(["draining"]);
    expect(asked).toBe(false);
  });
});
