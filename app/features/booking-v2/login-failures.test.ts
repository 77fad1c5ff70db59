import { describe, expect, it } from "vitest";
import { afterLoginFailure } from "./login-failures";

describe("failed logins", () => {
  it("sends the user to the forgotten password at the third failure", () => {
    expect(afterLoginFailure(0)).toEqual({ failures: 1, sendToForgottenPassword: false });
    expect(afterLoginFailure(1)).toEqual({ failures: 2, sendToForgottenPassword: false });
    expect(afterLoginFailure(2)).toEqual({ failures: 3, sendToForgottenPassword: true });
  });

  it("treats a tampered count as no failure", () => {
    expect(afterLoginFailure(-5)).toEqual({ failures: 1, sendToForgottenPassword: false });
  });
});
