// Bad input anywhere gets a 4xx, never a 5xx: every endpoint receives odd JSON, odd form posts and odd
// query strings (arrays, objects, huge strings, negative and non-numeric ids, odd Unicode), with and
// without a valid token.
import { beforeAll, expect, it } from "vitest";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import type { TestPlatform } from "../../test-support/test-platform";
import { describeOnEachDatabase } from "../../test-support/test-backends";

describeOnEachDatabase("bad input", (current) => {
  let platform: TestPlatform;
  let token: string;
  beforeAll(async () => {
    platform = current();
    token = await platform.login(DEMO_EMAILS.customer);
  });

  const endpoints: Array<[string, string]> = [
    ["POST", "/oauth/token"],
    ["GET", "/api/oauth/me"],
    ["POST", "/api/users"],
    ["POST", "/api/users/verify_mail/x"],
    ["POST", "/api/users/reset-password"],
    ["POST", "/api/users/update-password"],
    ["POST", "/api/users/send-token"],
    ["POST", "/api/users/login-link"],
    ["POST", "/api/users/avatar"],
    ["POST", "/api/users/default-study"],
    ["POST", "/api/users/-1/studies/abc"],
    ["PUT", "/api/users/1"],
    ["GET", "/api/users/demands"],
    ["GET", "/api/reporttypes"],
    ["GET", "/api/studies/0/reporttypes"],
    ["GET", "/api/studies/search"],
    ["GET", "/api/studies/search-location"],
    ["GET", "/api/studies/search-token"],
    ["GET", "/api/studies/search-bailiffs"],
    ["GET", "/api/reporttypes/bailiffs"],
    ["GET", "/api/reporttypes/xyz/bailiffs"],
    ["GET", "/api/calendar/available-slots"],
    ["GET", "/api/studies/1/slots"],
    ["POST", "/api/unfinished-demands"],
    ["GET", "/api/unfinished-demands/1e9"],
    ["POST", "/api/demands"],
    ["GET", "/api/demands/99999999999999999999"],
    ["DELETE", "/api/demands/-5"],
    ["PUT", "/api/bailiffs/seek-unavailable"],
    ["POST", "/api/support"],
    ["GET", "/api/refusal_types"],
    ["GET", "/api/files/avatars/..%2f..%2fetc%2fpasswd"],
  ];

  const oddValues: unknown[] = [
    null,
    [],
    {},
    -1,
    1e308,
    "",
    "x".repeat(20_000),
    "😀\u0000\u202e",
    ["a", "b"],
    { $gt: "" },
    true,
    "2025-02-30T25:61",
  ];
  const fields = [
    "email",
    "username",
    "password",
    "grant_type",
    "client_id",
    "client_secret",
    "study_id",
    "report_type_id",
    "slots",
    "lat",
    "lon",
    "start_date",
    "end_date",
    "page",
    "bailiff",
    "default_study",
    "phone",
    "city",
    "type",
    "token",
    "id",
    "slot",
    "job_name",
    "cgu",
    "new_password",
  ];

  function oddObject(seed: number): Record<string, unknown> {
    return Object.fromEntries(fields.map((field, index) => [field, oddValues[(seed + index) % oddValues.length]]));
  }

  function oddQuery(seed: number): string {
    return fields
      .map(
        (field, index) =>
          `${field}${index % 3 === 0 ? "[]" : ""}=${encodeURIComponent(String(oddValues[(seed + index) % oddValues.length]))}`,
      )
      .join("&");
  }

  it("answers every endpoint's odd input with a 4xx", async () => {
    const failures: string[] = [];
    for (const [method, path] of endpoints) {
      for (let seed = 0; seed < oddValues.length; seed += 3) {
        for (const auth of [undefined, token]) {
          const attempts = [
            platform.call(method, `${path}?${oddQuery(seed)}`, {
              token: auth,
              ...(method === "GET" ? {} : { json: oddObject(seed) }),
            }),
            platform.call(method, path, {
              token: auth,
              ...(method === "GET"
                ? {}
                : { form: Object.fromEntries(Object.entries(oddObject(seed)).map(([key, value]) => [key, String(value)])) }),
            }),
            platform.call(method, path, {
              token: auth,
              ...(method === "GET" ? {} : { body: "[1,2", headers: { "content-type": "application/json" } }),
            }),
          ];
          for (const answer of await Promise.all(attempts)) {
            if (answer.status >= 500 || answer.status < 200)
              failures.push(`${method} ${path} seed ${seed}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
