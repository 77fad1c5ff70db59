// The typed client against a real embedded platform listening on a free port: answers parse with the
// zod shapes, and HTTP errors come back as the typed errors loaders rely on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parisDayBounds, parisIso, parisToday, parisWeekStart, shiftParisDay } from "~common/paris-time";
import { startTestPlatform, TEST_CLIENT, type TestPlatform } from "../../../platform/test-support/test-platform";
import { getCurrentUser, login, loginWithLink, revokeToken } from "./auth";
import {
  getAvailableBailiffs,
  getAvailableSlots,
  getSlotsPage,
  recommendUnavailableBailiff,
  slotWindow,
} from "~/features/booking/booking-client.server";
import { cancelDemand, createDemand, getDemand, getRefusalTypes } from "./demands";
import {
  CannotCancelError,
  ForbiddenError,
  InvalidCredentialsError,
  NotFoundError,
  PayloadTooLargeError,
  PlatformUnavailableError,
  SlotTakenError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from "./errors";
import { platformBaseUrl } from "./http";
import { setDefaultStudy } from "./memberships";
import { getReportTypes, getStudyReportTypes } from "./report-types";
import { findAffiliateStudy, findStudiesNearby, findStudyBySlug } from "./studies";
import { createSupportTicket } from "./support";
import { readOutbox } from "./test-outbox";
import { getUnfinishedDemand, saveUnfinishedDemand } from "~/features/booking/unfinished-demands-client.server";
import {
  getUserDemands,
  register,
  requestLoginLink,
  requestPasswordReset,
  updatePassword,
  updateUser,
  uploadAvatar,
  verifyMail,
} from "./users";

const PASSWORD = "Demo2026!";
const LYON = { lat: 45.764, lon: 4.8357, address: "10 rue de la République, 69002 Lyon" };
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
  process.env.PLATFORM_API_URL = platform.baseUrl;
  process.env.PLATFORM_CLIENT_ID = TEST_CLIENT.clientId;
  process.env.PLATFORM_CLIENT_SECRET = TEST_CLIENT.clientSecret;
});
afterAll(async () => {
  await platform?.close();
});

const tokenIn = (link: string | null) => {
  const url = new URL(link!);
  return url.searchParams.get("token") ?? decodeURIComponent(url.pathname.split("/").pop()!);
};

describe("auth and users", () => {
  it("reads the base URL from the environment", () => {
    expect(platformBaseUrl()).toBe(platform.baseUrl);
  });

  it("logs in and reads the current user; maps 400 and 401", async () => {
    const { access_token } = await login("Client@Demo.Example", PASSWORD);
    const me = await getCurrentUser({ token: access_token });
    expect(me).toMatchObject({ email: "client@demo.example", roles: [{ name: "customer" }] });
    await expect(login("client@demo.example", "wrong")).rejects.toBeInstanceOf(InvalidCredentialsError);
    await expect(getCurrentUser({ token: "expired" })).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(getCurrentUser({})).rejects.toMatchObject({ status: 401 });
  });

  it("sends the study-id header", async () => {
    const { access_token } = await login("partenaire@demo.example", PASSWORD);
    const me = await getCurrentUser({ token: access_token });
    const second = me.studies[1]!.id;
    expect((await getCurrentUser({ token: access_token, studyId: second })).currentStudyId).toBe(second);
    const changed = await setDefaultStudy({ token: access_token }, second);
    expect(changed.defaultStudy?.id).toBe(second);
  });

  it("registers, verifies through the e-mailed link, resets the password, logs in by link", async () => {
    const created = await register(
      {
        firstname: "Lina",
        lastname: "Morel",
        email: "lina@exemple.fr",
        phone: "0644556677",
        cgu: true,
        password: "Premier123",
        password_confirmation: "Premier123",
      },
      "/utilisateur/profil/{token}",
    );
    const verification = (await readOutbox("lina@exemple.fr")).at(-1)!;
    expect((await verifyMail(tokenIn(verification.link))).type).toBe("mail");
    expect((await getCurrentUser({ token: created.accessToken })).emailVerified).toBe(true);

    const failure = await register({
      firstname: "L",
      lastname: "Morel",
      email: "lina@exemple.fr",
      phone: "12",
      cgu: false,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationError);
    expect(Object.keys((failure as ValidationError).fieldErrors)).toEqual(expect.arrayContaining(["firstname", "phone", "cgu"]));
    expect((failure as ValidationError).allMessages).toContain("Veuillez accepter les CGU");

    await requestPasswordReset("lina@exemple.fr");
    const reset = (await readOutbox("lina@exemple.fr")).at(-1)!;
    await updatePassword({
      token: tokenIn(reset.link),
      email: "lina@exemple.fr",
      password: "Second1234",
      password_confirmation: "Second1234",
    });
    expect((await login("lina@exemple.fr", "Second1234")).access_token).toBeTruthy();
    await expect(
      updatePassword({
        token: tokenIn(reset.link),
        email: "lina@exemple.fr",
        password: "Third12345",
        password_confirmation: "Third12345",
      }),
    ).rejects.toBeInstanceOf(ValidationError);

    await requestLoginLink("lina@exemple.fr");
    const linked = await loginWithLink(tokenIn((await readOutbox("lina@exemple.fr")).at(-1)!.link));
    expect((await getCurrentUser({ token: linked.access_token })).email).toBe("lina@exemple.fr");
  });

  it("updates the profile with confirmationsSent, uploads avatars with 413/422 mapped", async () => {
    const created = await register({
      firstname: "Yves",
      lastname: "Roche",
      email: "yves@exemple.fr",
      phone: "0633445566",
      cgu: true,
      password: "Premier123",
      password_confirmation: "Premier123",
    });
    const auth = { token: created.accessToken };
    const updated = await updateUser(auth, created.id, { phone: "0733445566" });
    expect(updated.confirmationsSent).toEqual({ email: false, phone: true });
    await expect(updateUser(auth, created.id + 1, { firstname: "Autre" })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(uploadAvatar(auth, new Blob(["<svg/>"], { type: "image/svg+xml" }), "a.svg")).rejects.toBeInstanceOf(
      ValidationError,
    );
    await expect(uploadAvatar(auth, new Blob([new Uint8Array(10 * 1024 * 1024 + 10)]), "big.png")).rejects.toBeInstanceOf(
      PayloadTooLargeError,
    );
  });
});

describe("booking", () => {
  it("reads report types, studies and professionals", async () => {
    const tree = await getReportTypes({ enabledOnly: true });
    expect(tree[0]!.children.map((child) => child.slug)).toContain("general-meeting");
    const study = await findStudyBySlug("etude-dupont-lyon");
    expect(study.bailiffs.some((bailiff) => bailiff.lastname === "Dupont")).toBe(true);
    expect((await getStudyReportTypes(study.id, true)).length).toBeGreaterThan(0);
    expect((await findStudiesNearby(LYON.lat, LYON.lon)).map((candidate) => candidate.slug)).toContain("etude-dupont-lyon");
    expect((await findAffiliateStudy("AFF-MOREAU-BORDEAUX-2026")).type).toBe("affiliate");
    await expect(findAffiliateStudy("nope")).rejects.toBeInstanceOf(NotFoundError);
    const bailiffs = await getAvailableBailiffs({ lat: LYON.lat, lon: LYON.lon });
    expect(bailiffs.onboarded.length).toBeGreaterThan(0);
    await expect(getAvailableBailiffs({})).rejects.toBeInstanceOf(ValidationError);
    expect((await getRefusalTypes()).map((type) => type.value)).toContain("unavailable");
  });

  it("gets all slots of a window page by page, books one, and maps the clash to SlotTakenError", async () => {
    const study = await findStudyBySlug("etude-dupont-lyon");
    const dupont = study.bailiffs.find((bailiff) => bailiff.lastname === "Dupont")!;
    const general = (await getStudyReportTypes(study.id))
      .flatMap((group) => group.children)
      .find((type) => type.slug === "general-meeting")!;
    const firstDay = shiftParisDay(parisWeekStart(parisToday()), 21);
    const from = parisDayBounds(firstDay).start;
    expect(slotWindow(from).end_date).toBe(parisIso(parisDayBounds(shiftParisDay(firstDay, 7)).start.getTime(), "milliseconds"));

    const zone = await getAvailableSlots({ reportTypeId: general.id, lat: 48.8566, lon: 2.3522, from });
    const firstPage = await getSlotsPage({ reportTypeId: general.id, lat: 48.8566, lon: 2.3522, from });
    expect(firstPage.available_slots).toHaveLength(100);
    expect(zone.length).toBe(firstPage.meta.total);

    const slots = await getAvailableSlots({
      reportTypeId: general.id,
      studyId: study.id,
      bailiffId: dupont.id,
      lat: LYON.lat,
      lon: LYON.lon,
      from,
    });
    const slot = slots[0]!;
    const customer = { token: (await login("client@demo.example", PASSWORD)).access_token };
    const input = {
      study_id: study.id,
      report_type_id: general.id,
      meeting_type: "meeting" as const,
      operator_id: dupont.id,
      slots: [{ start_date: slot.start, end_date: slot.end }],
      address: LYON.address,
      latitude: LYON.lat,
      longitude: LYON.lon,
    };
    const created = await createDemand(customer, input);
    expect(created.route_token).toMatch(/^[a-f0-9]{32}$/);
    expect(created.demand.meetings[0]!.status).toBe("waiting");
    const guest = await register({
      firstname: "Noé",
      lastname: "Blanc",
      email: "noe@exemple.fr",
      phone: "0611112222",
      cgu: true,
    });
    const clash = await createDemand({}, { ...input, customer_token: guest.accessToken }).catch((error: unknown) => error);
    expect(clash).toBeInstanceOf(SlotTakenError);
    expect((clash as SlotTakenError).status).toBe(409);

    expect((await getDemand(customer, created.id)).id).toBe(created.id);
    await expect(getDemand({ token: guest.accessToken }, created.id)).rejects.toBeInstanceOf(ForbiddenError);
    const cancelled = await cancelDemand(customer, created.id);
    expect(cancelled.demand.marking).toBe("nofollowup");
    await expect(cancelDemand(customer, created.id)).rejects.toBeInstanceOf(CannotCancelError);
    expect((await createDemand({}, { ...input, customer_token: guest.accessToken })).demand.user?.firstname).toBe("Noé");

    const history = await getUserDemands(customer, { marking: "nofollowup" });
    expect(history.data.some((demand) => demand.id === created.id)).toBe(true);
    expect(history.meta.last_page).toBeGreaterThanOrEqual(1);
    expect((await recommendUnavailableBailiff(customer, dupont.id)).status).toBe("sent");
    expect((await recommendUnavailableBailiff(customer, dupont.id)).alreadyRecommended).toBe(true);
  });

  it("saves and resumes a draft, and creates a support ticket", async () => {
    const draft = await saveUnfinishedDemand(
      {},
      { status: 1, source: "preuveo", address: LYON.address, latitude: LYON.lat, longitude: LYON.lon },
    );
    expect(draft.key).toEqual(expect.any(String));
    const resumed = await getUnfinishedDemand({}, draft.id, draft.key);
    expect(resumed).toMatchObject({ id: draft.id, status: 1, address: LYON.address });
    // Without its key the anonymous draft is not there.
    await expect(getUnfinishedDemand({}, draft.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(saveUnfinishedDemand({}, { id: draft.id, status: 2 })).rejects.toBeInstanceOf(NotFoundError);
    expect((await saveUnfinishedDemand({}, { id: draft.id, status: 2 }, draft.key)).status).toBe(2);
    await expect(getUnfinishedDemand({}, 987654)).rejects.toBeInstanceOf(NotFoundError);
    const ticket = await createSupportTicket({ phone: "0612345678", city: "Lyon", reportType: "Constat locatif" });
    expect(ticket.message).toBe("Votre demande a bien été transmise.");
    await expect(createSupportTicket({ phone: "0612345678", city: "Ly" })).rejects.toBeInstanceOf(ValidationError);
  });

  it("revokes a token at sign-out: the platform refuses it from then on", async () => {
    const { access_token } = await login("clerc@demo.example", PASSWORD);
    expect((await getCurrentUser({ token: access_token })).email).toBe("clerc@demo.example");
    await revokeToken(access_token);
    await expect(getCurrentUser({ token: access_token })).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it("hands out a device token once per browser, and maps a throttled grant to TooManyRequestsError", async () => {
    const first = await login("assistant@demo.example", PASSWORD, { clientIp: "203.0.113.5" });
    expect(first.device_token).toEqual(expect.any(String));
    const again = await login("assistant@demo.example", PASSWORD, { clientIp: "203.0.113.5", deviceToken: first.device_token });
    expect(again.device_token).toBeUndefined();
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(login("assistant@demo.example", "wrong", { clientIp: "203.0.113.6" })).rejects.toBeInstanceOf(
        InvalidCredentialsError,
      );
    }
    await expect(login("assistant@demo.example", PASSWORD, { clientIp: "203.0.113.6" })).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
    // The IP the app names is the one the platform counts: the device and another visitor get through.
    expect(
      (await login("assistant@demo.example", PASSWORD, { clientIp: "203.0.113.6", deviceToken: first.device_token }))
        .access_token,
    ).toBeTruthy();
    expect((await login("assistant@demo.example", PASSWORD, { clientIp: "203.0.113.7" })).access_token).toBeTruthy();
  });

  it("reports an unreachable platform as PlatformUnavailableError", async () => {
    // env() is parsed once and cached: point the cached value at a closed port for this one call.
    const { env } = await import("~/.server/env");
    const current = env() as { PLATFORM_API_URL?: string };
    const saved = current.PLATFORM_API_URL;
    current.PLATFORM_API_URL = "http://127.0.0.1:9/_platform";
    try {
      await expect(getReportTypes()).rejects.toBeInstanceOf(PlatformUnavailableError);
    } finally {
      current.PLATFORM_API_URL = saved;
    }
  });
});
