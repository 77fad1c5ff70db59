// Password hashing: per-user salt, parameters stored in the hash, wrong passwords and malformed
// hashes refused, the production (OWASP) cost verifiable after the test cost was set.
import { expect, it } from "vitest";
import { hashPassword, useFastPasswordHashingForTests, verifyAgainstDecoy, verifyPassword } from "./passwords";

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
