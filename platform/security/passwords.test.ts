// Password hashing: per-user salt, parameters stored in the hash, wrong passwords and malformed
// hashes refused, the production (OWASP) cost verifiable after the test cost was set; the hashing
// queue is bounded (a flood is refused at once), per client, with a known device served first.
import { expect, it, onTestFinished, vi } from "vitest";
import {
  hashPassword,
  HashQueueFullError,
  holdPasswordHashingForTests,
  useFastPasswordHashingForTests,
  verifyAgainstDecoy,
  verifyPassword,
  waitingHashes,
  waitingLine,
  type HashLane,
} from "./passwords";

it("hashes with the OWASP scrypt cost by default and verifies", async () => {
  const hash = await hashPassword("Demo2026!");
  expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  expect(await verifyPassword("Demo2026!", hash)).toBe(true);
  expect(await verifyPassword("demo2026!", hash)).toBe(false);

  useFastPasswordHashingForTests();
  const fast = await hashPassword("Demo2026!");
  expect(fast.startsWith("scrypt$4096$")).toBe(true);
  expect(fast).not.toBe(await hashPassword("Demo2026!"));
  // The stronger hash still verifies: parameters travel with it.
  expect(await verifyPassword("Demo2026!", hash)).toBe(true);
  expect(await verifyPassword("x", "bcrypt$whatever")).toBe(false);
  expect(await verifyAgainstDecoy("anything")).toBe(false);
}, 30_000);

it("refuses a flood at once beyond 8 waiting checks or 4 per client, and serves a known device first", async () => {
  useFastPasswordHashingForTests();
  const hash = await hashPassword("Demo2026!");
  const check = (_name: string, lane: HashLane, password = "wrong") =>
    verifyPassword(password, hash, lane).then(
      (valid) => (valid ? "valid" : "invalid"),
      (error: unknown) => (error instanceof HashQueueFullError ? "refused" : "error"),
    );

  const held = holdPasswordHashingForTests();
  onTestFinished(() => held.open());
  const oneClient = Array.from({ length: 10 }, (_, index) => check(`alone-${index}`, { client: "203.0.113.1" }));
  const refusedAlone = (await Promise.all(oneClient.slice(4))).filter((outcome) => outcome === "refused");
  expect(refusedAlone).toHaveLength(6);
  const flood = Array.from({ length: 30 }, (_, index) => check(`flood-${index}`, { client: `198.51.100.${index % 10}` }));
  await vi.waitFor(() => expect(waitingHashes()).toBe(8));
  const owner = check("owner", { priority: true }, "Demo2026!");
  // The owner's known device goes to the head of the line, before the eight strangers already waiting.
  await vi.waitFor(() => expect(waitingLine()).toEqual(["known device", ...Array(8).fill("stranger")]));
  expect(await check("late", { client: "192.0.2.1" })).toBe("refused");
  held.open();

  const outcomes = await Promise.all([...oneClient, ...flood]);
  expect(outcomes.filter((outcome) => outcome === "refused")).toHaveLength(6 + 24);
  expect(outcomes.filter((outcome) => outcome === "invalid")).toHaveLength(10);
  expect(await owner).toBe("valid");
  expect(waitingHashes()).toBe(0);
});
