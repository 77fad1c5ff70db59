// The wizard's draft on a real embedded platform: its key is kept in a cookie beside its id and sent
// back, so the visitor resumes it; the id alone (a copied or guessed cookie) opens nothing, and a
// signed-in stranger saving with it starts a draft of their own (decision 804).
import { expect, it } from "vitest";
import { startEmbeddedPlatformForFile } from "~/test-support/embedded-platform";
import { lastUnfinishedDemandCookie } from "~/.server/booking-cookies";
import { loadDraftState, saveDraft } from "./drafts.server";

const platform = startEmbeddedPlatformForFile();

const SOURCE = "preuveo";
const address = { label: "10 rue de la République, 69002 Lyon", latitude: 45.764, longitude: 4.8357 };
const withCookies = (setCookies: string[]) =>
  new Request("http://localhost/reservation", {
    headers: { Cookie: setCookies.map((setCookie) => setCookie.split(";", 1)[0]).join("; ") },
  });

it("resumes an anonymous draft with its key, never with its id alone", async () => {
  const saved = await saveDraft(
    new Request("http://localhost/reservation"),
    { service: "meeting", address },
    {
      source: SOURCE,
      auth: {},
    },
  );
  expect(saved.id).toEqual(expect.any(Number));
  const names = saved.cookies.map((setCookie) => setCookie.slice(0, setCookie.indexOf("=")));
  expect(names).toEqual(["lastUnfinishedDemand", "demand_source", "lastUnfinishedDemandKey"]);
  expect(await loadDraftState(withCookies(saved.cookies), { source: SOURCE, auth: {} })).toMatchObject({ address });

  // The id cookie without the key (someone else's browser, a guessed number): nothing to resume.
  const idOnly = [await lastUnfinishedDemandCookie.serialize(String(saved.id)), saved.cookies[1]!];
  expect(await loadDraftState(withCookies(idOnly), { source: SOURCE, auth: {} })).toBeNull();

  // A signed-in stranger with that id saves a draft of their own; the visitor's stays theirs.
  const stranger = await platform().login("partenaire@demo.example");
  const theirs = await saveDraft(withCookies(idOnly), { service: "consultation" }, { source: SOURCE, auth: { token: stranger } });
  expect(theirs.id).not.toBe(saved.id);
  expect(await loadDraftState(withCookies(saved.cookies), { source: SOURCE, auth: {} })).toMatchObject({
    service: "meeting",
    address,
  });
});
