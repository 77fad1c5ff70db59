import { describe, expect, it } from "vitest";
import { afterFailure, failedLogins, loginFailuresCookie } from "./login-attempts.server";

describe("failed sign-ins", () => {
  it("sends the user to the forgotten password at the third failure", () => {
    expect(afterFailure(0)).toEqual({ count: 1, sendToReset: false });
    expect(afterFailure(1)).toEqual({ count: 2, sendToReset: false });
    expect(afterFailure(2)).toEqual({ count: 3, sendToReset: true });
  });

  it("reads back the signed count and ignores anything forged", async () => {
    const cookie = (await loginFailuresCookie.serialize(2)).split(";")[0]!;
    expect(await failedLogins(new Request("http://localhost/connexion", { headers: { Cookie: cookie } }))).toBe(2);
    expect(
      await failedLogins(new Request("http://localhost/connexion", { headers: { Cookie: "login_failures=Mg%3D%3D" } })),
    ).toBe(0);
    expect(await failedLogins(new Request("http://localhost/connexion"))).toBe(0);
  });
});
