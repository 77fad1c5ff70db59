// Live notifications, in both projects: a customer books the demo bailiff (through the
// platform's API, as the booking flow would) while the bailiff's dashboard is open. With JavaScript the
// new demand reaches the open page within two seconds, without a reload: the bell lists it and the
// dashboard's count of meetings to confirm goes up. Without JavaScript the notifications page lists it
// and a plain form post marks it read. The socket's session check, the rooms and the two instances
// are Vitest's (server/realtime.test.ts, platform/http/routes/notifications.test.ts).
import { expect, test } from "./fixtures";
import { sessionCookieFor } from "./support/account-session";
import { bookWithDemoBailiff, DEMO_BAILIFF_EMAIL } from "./support/pro-booking";

test.describe.configure({ timeout: 120_000 });

test("a new booking reaches the bailiff's open dashboard live, or the notifications page without JavaScript", async ({
  page,
  loginAs,
  javaScriptEnabled,
}, testInfo) => {
  await loginAs(await sessionCookieFor(DEMO_BAILIFF_EMAIL));

  if (!javaScriptEnabled) {
    const booked = await bookWithDemoBailiff(testInfo, "notif", 9);
    await page.goto("/notifications");
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    const entry = page
      .getByRole("list", { name: "Vos notifications" })
      .getByRole("listitem")
      .filter({ has: page.locator(`a[href="/espace-pro/dossiers/${booked.demandId}"]`) });
    await expect(entry).toContainText("Nouvelle demande");
    await expect(entry).toContainText("Non lue");
    await entry.getByRole("button", { name: "Marquer comme lue" }).click();
    await expect(page.getByText("Notification marquée comme lue.")).toBeVisible();
    await expect(entry).toContainText("Lue");
    await expect(entry.getByRole("button", { name: "Marquer comme lue" })).toHaveCount(0);
    return;
  }

  // The socket is open (socket.io's "40" connect frame) before the customer books; its frames are kept.
  const frames: string[] = [];
  const connected = new Promise<void>((resolve) => {
    page.on("websocket", (socket) => {
      if (!socket.url().includes("/socket.io/")) return;
      socket.on("framereceived", (frame) => {
        frames.push(String(frame.payload));
        if (String(frame.payload).startsWith("40")) resolve();
      });
    });
  });
  await page.goto("/espace-pro");
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
  await connected;
  const toConfirm = page.getByRole("definition").first();
  const before = Number(await toConfirm.textContent());
  let reloaded = false;
  page.on("load", () => (reloaded = true));

  const booked = await bookWithDemoBailiff(testInfo, "live", 9);
  // The page hears of it within two seconds of the booking's answer (usually before it)…
  const notice = `"notification",{"id":`;
  await expect
    .poll(() => frames.some((frame) => frame.includes(notice) && frame.includes(`"demandId":${booked.demandId},`)), {
      timeout: 2000,
    })
    .toBe(true);
  // …and shows it without a reload: the bell lists it and the count of meetings to confirm goes up. The
  // loaders' reload is usually well under a second; a machine shared by parallel runs gets more time.
  const bell = page.locator("details").filter({ hasText: "Dernières notifications" });
  await expect(bell.locator(`a[href="/espace-pro/dossiers/${booked.demandId}"]`)).toBeAttached({ timeout: 5000 });
  await expect.poll(async () => Number(await toConfirm.textContent())).toBeGreaterThan(before);
  expect(reloaded).toBe(false);

  await bell.locator("summary").click();
  await expect(bell.getByRole("heading", { name: "Dernières notifications" })).toBeVisible();
  await bell.locator(`a[href="/espace-pro/dossiers/${booked.demandId}"]`).click();
  await page.waitForURL(new RegExp(`/espace-pro/dossiers/${booked.demandId}$`));
});
