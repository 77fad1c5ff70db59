// Bad input anywhere gets a 2xx or a 4xx, never a 5xx: every route that takes a query or a body, called
// by someone it lets in (the customer, the demo study's bailiff and admin, the partner agent, or no one
// for public routes), receives odd JSON, odd form posts and odd query strings: arrays and objects where
// scalars are expected, repeated keys, huge and non-numeric numbers, NUL bytes and other control
// characters (which PostgreSQL text refuses), bad percent-encodings, over-long strings, odd Unicode.
import { beforeAll, expect, it } from "vitest";
import { DEMO_EMAILS, DEMO_STUDY_SLUG, PARTNER_STUDY_SLUGS } from "../../seed/demo-accounts";
import { studyBySlug } from "../../test-support/booking-helpers";
import { freshCase } from "../../test-support/case-helpers";
import type { TestPlatform } from "../../test-support/test-platform";
import { describeOnEachDatabase } from "../../test-support/test-backends";

type Caller = "anonymous" | "customer" | "bailiff" | "admin" | "partner";

// {study}, {demand}, {meeting}, {bailiff} and {partner} are replaced by real ids of the seeded data.
const ROUTES: Array<[string, string, Caller]> = [
  ["POST", "/oauth/token", "anonymous"],
  ["POST", "/oauth/revoke", "anonymous"],
  ["GET", "/api/oauth/me", "customer"],
  ["POST", "/api/users", "anonymous"],
  ["POST", "/api/users/verify_mail/x", "anonymous"],
  ["POST", "/api/users/send-token", "customer"],
  ["POST", "/api/users/reset-password", "anonymous"],
  ["POST", "/api/users/update-password", "anonymous"],
  ["POST", "/api/users/login-link", "anonymous"],
  ["POST", "/api/users/avatar", "customer"],
  ["POST", "/api/users/default-study", "customer"],
  ["POST", "/api/users/-1/studies/abc", "customer"],
  ["PUT", "/api/users/1", "customer"],
  ["POST", "/api/users/documents", "customer"],
  ["GET", "/api/users/demands", "customer"],
  ["POST", "/api/demands", "customer"],
  ["GET", "/api/demands/{demand}", "customer"],
  ["GET", "/api/demands/99999999999999999999", "customer"],
  ["GET", "/api/demands/{demand}/meetings", "customer"],
  ["GET", "/api/demands/{demand}/events", "customer"],
  ["PUT", "/api/demands/{demand}/update-title", "customer"],
  ["PUT", "/api/demands/{demand}/update-further-infos", "customer"],
  ["DELETE", "/api/demands/-5", "customer"],
  ["GET", "/api/demands/{demand}/files/1", "customer"],
  ["DELETE", "/api/demands/{demand}/upload/1/1", "customer"],
  ["POST", "/api/demands/{demand}/user_locations", "customer"],
  ["GET", "/api/demands/{demand}/user_locations/latest", "customer"],
  ["GET", "/api/demands/{demand}/meetings/{meeting}/video", "customer"],
  ["POST", "/api/demands/{demand}/meetings/{meeting}/video/consent", "customer"],
  ["POST", "/api/demands/{demand}/meetings/{meeting}/get-stream-token", "customer"],
  ["GET", "/api/instant-requests/options", "customer"],
  ["POST", "/api/instant-requests", "customer"],
  ["GET", "/api/instant-requests/1", "customer"],
  ["GET", "/api/notifications", "customer"],
  ["GET", "/api/notifications/unread-count", "customer"],
  ["POST", "/api/notifications/1/read", "customer"],
  ["GET", "/api/reporttypes", "anonymous"],
  ["GET", "/api/studies/0/reporttypes", "anonymous"],
  ["GET", "/api/studies/search", "anonymous"],
  ["GET", "/api/studies/search-location", "anonymous"],
  ["GET", "/api/studies/search-token", "anonymous"],
  ["GET", "/api/studies/search-bailiffs", "anonymous"],
  ["GET", "/api/studies/{study}/connected-bailiffs", "customer"],
  ["GET", "/api/reporttypes/bailiffs", "anonymous"],
  ["GET", "/api/reporttypes/xyz/bailiffs", "anonymous"],
  ["PUT", "/api/bailiffs/seek-unavailable", "anonymous"],
  ["GET", "/api/calendar/available-slots", "anonymous"],
  ["GET", "/api/studies/{study}/slots", "anonymous"],
  ["GET", "/api/studies/{study}/bailiffs/{bailiff}/slots", "anonymous"],
  ["POST", "/api/unfinished-demands", "anonymous"],
  ["GET", "/api/unfinished-demands/1e9", "anonymous"],
  ["POST", "/api/support", "anonymous"],
  ["GET", "/api/refusal_types", "anonymous"],
  ["GET", "/api/files/avatars/..%2f..%2fetc%2fpasswd", "anonymous"],
  ["GET", "/api/calendar-feeds/x.ics", "anonymous"],
  ["GET", "/api/video-captures/download", "anonymous"],
  ["GET", "/api/video-captures/timestamp-token", "anonymous"],
  ["GET", "/api/video/live/x/y", "anonymous"],
  ["POST", "/api/video/live/x/y/consent", "anonymous"],
  ["POST", "/api/video/stream-tokens/verify", "anonymous"],
  ["GET", "/api/studies/{study}/bailiff-invitation/x", "anonymous"],
  ["POST", "/api/studies/{partner}/invitations", "partner"],
  ["GET", "/api/studies/{partner}/demands", "partner"],
  ["GET", "/api/bailiff/{study}/demands", "bailiff"],
  ["GET", "/api/bailiff/{study}/demands/pending", "bailiff"],
  ["GET", "/api/bailiff/{study}/members", "bailiff"],
  ["PUT", "/api/bailiff/{study}/demands/{demand}/operator-manager", "bailiff"],
  ["POST", "/api/bailiff/{study}/demands/{demand}/report-type", "bailiff"],
  ["GET", "/api/bailiff/{study}/demands/{demand}/transition", "bailiff"],
  ["PUT", "/api/bailiff/{study}/demands/{demand}/transition", "bailiff"],
  ["POST", "/api/bailiff/{study}/demands/{demand}/lock", "bailiff"],
  ["PUT", "/api/bailiff/{study}/demands/{demand}/unlock", "bailiff"],
  ["POST", "/api/bailiff/{study}/demands/{demand}/refuse", "bailiff"],
  ["POST", "/api/bailiff/{study}/demands/{demand}/update-billstatus", "bailiff"],
  ["PUT", "/api/bailiff/{study}/demands/{demand}/comment", "bailiff"],
  ["POST", "/api/bailiff/{study}/demands/{demand}/change-type", "bailiff"],
  ["POST", "/api/bailiff/{study}/demands/{demand}/ask-documents", "bailiff"],
  ["POST", "/api/bailiff/{study}/demands/{demand}/publish-drive-file", "bailiff"],
  ["GET", "/api/bailiff/{study}/demands/{demand}/check-export-drive-file", "bailiff"],
  ["GET", "/api/bailiff/{study}/report-types/1/documents", "bailiff"],
  ["PUT", "/api/bailiff/{study}/report-types/1/documents", "bailiff"],
  ["GET", "/api/bailiff/{study}/meetings", "bailiff"],
  ["GET", "/api/bailiff/{study}/meetings/pending", "bailiff"],
  ["POST", "/api/bailiff/{study}/meetings/{meeting}/confirm", "bailiff"],
  ["PUT", "/api/bailiff/{study}/meetings/{meeting}/complete", "bailiff"],
  ["POST", "/api/bailiff/{study}/meetings/{meeting}/decline", "bailiff"],
  ["POST", "/api/bailiff/{study}/meetings/{meeting}/update-slot", "bailiff"],
  ["PUT", "/api/bailiff/{study}/meetings/{meeting}/cancel", "bailiff"],
  ["PUT", "/api/bailiff/{study}/meetings/{meeting}/operator-manager", "bailiff"],
  ["GET", "/api/bailiff/{study}/demand/search-customer", "bailiff"],
  ["POST", "/api/bailiff/{study}/customer", "bailiff"],
  ["GET", "/api/bailiff/{study}/customer/send-confirmation", "bailiff"],
  ["POST", "/api/bailiff/{study}/external-demands", "bailiff"],
  ["GET", "/api/bailiff/{study}/availability/professionals", "bailiff"],
  ["GET", "/api/bailiff/{study}/calendar/available-rules", "bailiff"],
  ["PUT", "/api/bailiff/{study}/calendar/available-rules", "bailiff"],
  ["GET", "/api/bailiff/{study}/bailiffs/{bailiff}/intervention-zones", "bailiff"],
  ["POST", "/api/bailiff/{study}/bailiffs/{bailiff}/intervention-zones", "bailiff"],
  ["PUT", "/api/bailiff/{study}/bailiffs/{bailiff}/intervention-zones/1", "bailiff"],
  ["GET", "/api/bailiff/{study}/calendar/events", "bailiff"],
  ["POST", "/api/bailiff/{study}/calendar/exceptions", "bailiff"],
  ["GET", "/api/bailiff/{study}/professional-document/requirements", "bailiff"],
  ["POST", "/api/bailiff/{study}/professional-document", "bailiff"],
  ["POST", "/api/bailiff/{study}/configuration", "bailiff"],
  ["GET", "/api/bailiff/{study}/configuration/handwritten-signature", "bailiff"],
  ["GET", "/api/bailiff/{study}/calendar-connection", "bailiff"],
  ["PUT", "/api/bailiff/{study}/calendar-connection/feed", "bailiff"],
  ["PUT", "/api/bailiff/{study}/calendar-connection/import", "bailiff"],
  ["POST", "/api/bailiff/{study}/demands/{demand}/meetings/{meeting}/capture", "bailiff"],
  ["GET", "/api/bailiff/{study}/demands/{demand}/meetings/{meeting}/captures", "bailiff"],
  ["POST", "/api/bailiff/{study}/demands/{demand}/meetings/{meeting}/captures/1/select", "bailiff"],
  ["POST", "/api/bailiff/{study}/demands/{demand}/meetings/{meeting}/capture-record", "bailiff"],
  ["POST", "/api/bailiff/{study}/demands/{demand}/meetings/{meeting}/user_locations/confirm", "bailiff"],
  ["POST", "/api/bailiff/{study}/geocode", "bailiff"],
  ["POST", "/api/bailiff/{study}/search-address", "bailiff"],
  ["GET", "/api/bailiff/{study}/demands/{demand}/meetings/{meeting}/video", "bailiff"],
  ["POST", "/api/bailiff/{study}/demands/{demand}/meetings/{meeting}/video/start", "bailiff"],
  ["GET", "/api/bailiff/{study}/instant-requests", "bailiff"],
  ["POST", "/api/bailiff/{study}/demands/{demand}/take-instant", "bailiff"],
  ["GET", "/api/admin/{study}/study", "admin"],
  ["PUT", "/api/admin/{study}/study", "admin"],
  ["POST", "/api/admin/{study}/study/logo", "admin"],
  ["GET", "/api/admin/{study}/active-members", "admin"],
  ["GET", "/api/admin/{study}/bailiff-management/roles", "admin"],
  ["PUT", "/api/admin/{study}/bailiff-management/roles", "admin"],
  ["POST", "/api/admin/{study}/bailiff-management/delete-bailiff", "admin"],
  ["GET", "/api/admin/{study}/invitation", "admin"],
  ["POST", "/api/admin/{study}/invitation", "admin"],
  ["PUT", "/api/admin/{study}/clerk/assign", "admin"],
  ["POST", "/api/admin/{study}/assign-all-bailiffs", "admin"],
  ["GET", "/api/admin/{study}/configuration/list", "admin"],
  ["GET", "/api/admin/{study}/all-report-types", "admin"],
  ["PUT", "/api/admin/{study}/update-report-type", "admin"],
  ["PUT", "/api/admin/{study}/consultation", "admin"],
  // Reminders (decisions 3001–3003): the signed links need no sign-in.
  ["GET", "/api/meeting-links/p.1.1.1796135400.AAAAAAAAAAAAAAAAAAAAAA", "anonymous"],
  ["POST", "/api/meeting-links/p.1.1.1796135400.AAAAAAAAAAAAAAAAAAAAAA/presence", "anonymous"],
  ["POST", "/api/meeting-links/x/cancel", "anonymous"],
  ["GET", "/api/bailiff/{study}/presence-confirmations", "bailiff"],
  ["PUT", "/api/admin/{study}/reminders", "admin"],
  // Their data in their hands (decisions 3010–3012): no odd input is the customer's own address.
  ["GET", "/api/personal-data/export", "customer"],
  ["DELETE", "/api/personal-data/account", "customer"],
  ["PUT", "/api/admin/{study}/data-retention", "admin"],
];

const FIELDS = [
  ...["email", "username", "password", "new_password", "password_confirmation", "grant_type", "client_id", "client_secret"],
  ...["token", "id", "study_id", "report_type_id", "report_type", "bailiff_id", "user_id", "clerk_id", "meeting_id", "demand_id"],
  ...["slot", "slots", "slot_id", "lat", "lon", "latitude", "longitude", "address", "city", "postcode", "full_address"],
  ...["start_date", "end_date", "start", "end", "date", "day", "timestamp", "page", "limit", "sort", "status", "marking"],
  ...["slug", "q", "search", "lastname", "firstname", "name", "title", "comment", "further_infos", "phone", "type"],
  ...["role", "role_id", "roles", "bailiffs", "documents", "url", "reason", "price", "enabled", "value", "duration"],
  ...["cgu", "default_study", "job_name", "aff_token", "expected_version", "selected", "kind", "requirement_id"],
];

/** Odd values spread over the fields (each field a different one), or a raw query string for shapes that
 * live in the encoding itself. */
interface Shape {
  name: string;
  values?: readonly unknown[];
  rawQuery?: string;
}

const rawQuery = (parts: (field: string, index: number) => string) => FIELDS.map(parts).join("&");

const SHAPES: Shape[] = [
  { name: "odd types and strings", values: [null, [], {}, -1, true, ["a", "b"], { $gt: "" }, "", "2025-02-30T25:61", "😀\u202e", "\ud800"] },
  { name: "NUL bytes and control characters", values: ["Dupont\u0000--", "\u0001\u0008\u001b[31m\u007f", "a\u000bb"] },
  { name: "huge and non-finite numbers", values: ["99999999999999999999", "1e308", "-0", "NaN", "-Infinity", 1e308, -0] },
  { name: "over-long strings", values: ["x".repeat(10_000)] },
  { name: "bad percent-encodings", rawQuery: rawQuery((field, index) => `${field}=${["%E0%A4%A", "%ZZ", "%", "%00", "%C0%80"][index % 5]}`) },
  {
    name: "repeated keys, arrays and objects where scalars go",
    rawQuery: rawQuery((field, index) => [`${field}=1&${field}=2`, `${field}[]=1`, `${field}[a][b]=1`, `${field}[0]=x&${field}[1]=y`][index % 4]!),
  },
];

const valueOf = (shape: Shape, index: number) => shape.values![index % shape.values!.length];

function oddObject(shape: Shape): Record<string, unknown> {
  return Object.fromEntries(FIELDS.map((field, index) => [field, valueOf(shape, index)]));
}

const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** The query string of a shape: its raw form, or its value for every field (cut to keep the URL under 16 Ko). */
function oddQuery(shape: Shape): string {
  if (shape.rawQuery) return shape.rawQuery;
  return new URLSearchParams(FIELDS.map((field, index) => [field, asText(valueOf(shape, index)).slice(0, 150)])).toString();
}

describeOnEachDatabase("bad input", (current) => {
  let platform: TestPlatform;
  const tokens = new Map<Caller, string | undefined>();
  let ids: Record<string, number>;

  beforeAll(async () => {
    platform = current();
    const studyId = (await studyBySlug(platform, DEMO_STUDY_SLUG)).id;
    const partnerId = (await studyBySlug(platform, PARTNER_STUDY_SLUGS[0])).id;
    const fresh = await freshCase(platform.platform.db, studyId, DEMO_EMAILS.customer, { marking: "inprogress" });
    const bailiff = await platform.platform.db.selectFrom("users").select("id").where("email", "=", DEMO_EMAILS.bailiff).executeTakeFirstOrThrow();
    ids = { study: studyId, partner: partnerId, demand: fresh.demandId, meeting: fresh.meetingId, bailiff: bailiff.id };
    tokens.set("anonymous", undefined);
    tokens.set("customer", await platform.login(DEMO_EMAILS.customer));
    tokens.set("bailiff", await platform.login(DEMO_EMAILS.bailiff));
    tokens.set("admin", await platform.login(DEMO_EMAILS.studyAdmin));
    tokens.set("partner", await platform.login(DEMO_EMAILS.partner));
  });

  const studyHeader = (caller: Caller): Record<string, string> =>
    caller === "bailiff" || caller === "admin" ? { "study-id": String(ids.study) } : caller === "partner" ? { "study-id": String(ids.partner) } : {};

  /** The calls of one shape on one route: its query, and for a write its JSON, form and raw form bodies. */
  function attempts(method: string, path: string, caller: Caller, shape: Shape) {
    const token = tokens.get(caller);
    const headers = studyHeader(caller);
    const calls = [platform.call(method, `${path}?${oddQuery(shape)}`, { token, headers })];
    if (method === "GET") return calls;
    if (shape.rawQuery !== undefined) {
      const formHeaders = { ...headers, "content-type": "application/x-www-form-urlencoded" };
      return [...calls, platform.call(method, path, { token, headers: formHeaders, body: shape.rawQuery })];
    }
    const form = Object.fromEntries(FIELDS.map((field, index) => [field, asText(valueOf(shape, index))]));
    return [
      ...calls,
      platform.call(method, path, { token, headers, json: oddObject(shape) }),
      platform.call(method, path, { token, headers, form }),
    ];
  }

  it("answers every route's odd input with a 2xx or a 4xx", async () => {
    const failures: string[] = [];
    for (const [method, template, caller] of ROUTES) {
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name]));
      const headers = { ...studyHeader(caller), "content-type": "application/json" };
      const truncated = platform.call(method === "GET" ? "POST" : method, path, { token: tokens.get(caller), headers, body: "[1,2" });
      // A route's shapes at once: the calls are independent, and the suite stays within its time.
      const answers = await Promise.all([
        ...SHAPES.map(async (shape) => ({ shape: shape.name, answers: await Promise.all(attempts(method, path, caller, shape)) })),
        truncated.then((answer) => ({ shape: "truncated JSON", answers: [answer] })),
      ]);
      for (const { shape, answers: list } of answers) {
        for (const answer of list) {
          if (answer.status >= 500 || answer.status < 200)
            failures.push(`${method} ${template} (${shape}): ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
        }
      }
    }
    expect(failures.join("\n")).toBe("");
  }, 300_000);

  it("refuses NUL bytes in the named reports' fields with a French message", async () => {
    const answers = await Promise.all([
      platform.call("GET", `/api/bailiff/${ids.study}/demands?lastname=%00`, { token: tokens.get("bailiff"), headers: studyHeader("bailiff") }),
      platform.call("GET", "/api/studies/search?slug=%00"),
      platform.call("GET", "/api/studies/search-token?slug=%00"),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(422);
      expect(JSON.stringify(answer.body.errors)).toContain("caractères non autorisés");
    }
  });
});
