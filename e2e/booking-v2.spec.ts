// Booking v2 (/{slug}/rendez-vous/{step}), the study booking page, the partner agent's choice and the
// new appointment (customer-side §2.3, §4, §6), and a constat's slot outside legal hours chosen
// with its warning (decision 3103). Every step is audited by axe (fixture). Runs in
// both projects; slots are picked at random among those offered, so parallel runs rarely meet on one,
// and a slot taken meanwhile is simply picked again (the flow's own clash handling).
import type { APIRequestContext, Page } from "@playwright/test";
import { DateTime } from "luxon";
import { expect, inOneProjectOnly, test } from "./fixtures";
import { sessionCookieFor } from "./support/account-session";
import { PLATFORM_CLIENT } from "./support/platform-client";

const DEMO_PASSWORD = "Demo2026!";
const STUDY = "etude-dupont-lyon";
const STUDY_NAME = "Étude Dupont & Associés";
/** The seeded study offers this consultation by video (platform seed: study settings). */
const VISIO_CONSULTATION = "consultation-recouvrement";

function uniqueEmail(label: string, project: string): string {
  return `${label}-${project}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@exemple.test`;
}

/** With JavaScript, wait until the page is hydrated (controlled fields would drop what was typed before). */
async function settled(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.waitForLoadState("networkidle");
}

/** Picks one of the offered slots at random; a slot someone else just took is picked again. */
async function chooseAnySlot(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const slots = page.getByRole("button", { name: /^Choisir le créneau du / });
    await slots.first().waitFor();
    const count = await slots.count();
    expect(count, "slots are offered").toBeGreaterThan(0);
    await slots.nth(Math.floor(Math.random() * count)).click();
    const outcome = await Promise.race([
      page.waitForURL(/\/(rendez-vous\/demande|nouveau-rdv\?.*etape=confirmer)/).then(() => "chosen" as const),
      page
        .getByText("Ce créneau vient d'être réservé")
        .waitFor()
        .then(() => "taken" as const),
    ]);
    if (outcome === "chosen") return;
  }
  throw new Error("No slot could be chosen in three attempts");
}

/** Confirms on the summary; a slot taken meanwhile sends the flow back to the slots, then again. */
async function confirmDemand(page: Page, need: string, done: RegExp): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByLabel("Quel est votre besoin ?").fill(need);
    await page.getByRole("button", { name: "Confirmer ma demande" }).click();
    const outcome = await Promise.race([
      page.waitForURL(done).then(() => "confirmed" as const),
      page
        .getByText("Ce créneau vient d'être réservé")
        .first()
        .waitFor()
        .then(() => "taken" as const),
    ]);
    if (outcome === "confirmed") return;
    await chooseAnySlot(page);
  }
  throw new Error("The demand could not be confirmed in three attempts");
}

/** A demand as the platform has it, read with the customer's own token. */
async function platformDemand(request: APIRequestContext, email: string, password: string, id: number) {
  const token = await request.post("/_platform/oauth/token", {
    form: {
      grant_type: "password",
      ...PLATFORM_CLIENT,
      username: email,
      password,
      scope: "*",
    },
  });
  expect(token.ok()).toBe(true);
  const { access_token } = (await token.json()) as { access_token: string };
  const response = await request.get(`/_platform/api/demands/${id}`, { headers: { authorization: `Bearer ${access_token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    type: string;
    meeting_type: string;
    source: string | null;
    further_infos: string | null;
    report_type: { slug: string };
    study: { slug: string };
    partner: { slug: string } | null;
    address: { text: string | null };
    meetings: { slots: { start_date: string }[] }[];
  };
}

/** The demand of the report page the flow ended on (or is on its way to, through the account checks). */
function demandIdOf(page: Page): number {
  const match = /(?:\/|%2F)dossier(?:\/|%2F)(\d+)/.exec(page.url());
  expect(match, "the flow ends on the report page").not.toBeNull();
  return Number(match![1]);
}

async function signInAtLoginStep(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL(/\/rendez-vous\/creneaux/);
}

test("a signed-in customer books a video consultation through booking v2", async ({
  page,
  request,
  javaScriptEnabled,
}, testInfo) => {
  // A whole booking: a dozen pages, each searching slots.
  test.slow();
  await page.goto(`/${STUDY}/rendez-vous/informations?reporttype=${VISIO_CONSULTATION}&service=visio`);
  await expect(page.getByRole("heading", { level: 1, name: `Prendre rendez-vous avec ${STUDY_NAME}` })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Étapes de la réservation" }).getByRole("listitem").first()).toHaveAttribute(
    "aria-current",
    "step",
  );

  await page.getByRole("link", { name: "J'ai déjà un compte" }).click();
  await expect(page).toHaveURL(new RegExp(`/${STUDY}/rendez-vous/connexion\\?reporttype=${VISIO_CONSULTATION}&service=visio$`));
  await expect(page.getByRole("button", { name: "Continuer avec Google" })).toBeVisible();
  await signInAtLoginStep(page, "client@demo.example");
  // The booking parameters travel from step to step.
  await expect(page).toHaveURL(new RegExp(`creneaux\\?reporttype=${VISIO_CONSULTATION}&service=visio$`));
  await expect(page.getByText("Le rendez-vous a lieu par vidéo")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Professionnels disponibles" })).toBeVisible();

  await settled(page, javaScriptEnabled);
  await chooseAnySlot(page);
  const summary = page.getByRole("main");
  await expect(page.getByRole("heading", { name: "Récapitulatif de votre demande" })).toBeVisible();
  await expect(summary).toContainText("Consultation recouvrement");
  await expect(summary).toContainText("En visioconférence");
  await expect(summary).toContainText(new RegExp(`Maître (Antoine Dupont|Claire Fabre), ${STUDY_NAME}`));
  // Going back keeps the search.
  await expect(page.getByRole("link", { name: "Revenir à l'étape précédente" })).toHaveAttribute(
    "href",
    `/${STUDY}/rendez-vous/creneaux?reporttype=${VISIO_CONSULTATION}&service=visio`,
  );

  const need = `Relance d'une facture impayée (${testInfo.project.name})`;
  await confirmDemand(page, need, /\/dossier\/\d+/);
  const demand = await platformDemand(request, "client@demo.example", DEMO_PASSWORD, demandIdOf(page));
  expect(demand.study.slug).toBe(STUDY);
  expect(demand.report_type.slug).toBe(VISIO_CONSULTATION);
  expect(demand.type).toBe("visio");
  expect(demand.meeting_type).toBe("consultation");
  expect(demand.further_infos).toBe(need);
  expect(demand.source).toBe("study");
  expect(demand.meetings).toHaveLength(1);
  expect(demand.meetings[0]!.slots).toHaveLength(1);
});

test("a new visitor gives their details, books on site and sets a password", async ({
  page,
  request,
  context,
  javaScriptEnabled,
  expectStatus,
}, testInfo) => {
  // A whole booking: a dozen pages, each searching slots.
  test.slow();
  const email = uniqueEmail("invite", testInfo.project.name);
  await page.goto(`/${STUDY}/reservation?aff_token=AFF-MOREAU-BORDEAUX-2026`);
  await expect(page).toHaveURL(new RegExp(`/${STUDY}/rendez-vous/informations\\?aff_token=AFF-MOREAU-BORDEAUX-2026$`));
  expect(
    (await context.cookies()).some((cookie) => cookie.name === "aff_token"),
    "the affiliate token is kept",
  ).toBe(true);

  // The field rules of customer-side §5, with their French messages.
  expectStatus(400);
  await settled(page, javaScriptEnabled);
  await page.getByLabel("Téléphone").fill("12 34");
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await expect(page.getByText("Veuillez accepter les CGU")).toBeVisible();
  await expect(page.getByText("Veuillez saisir un numéro de téléphone français valide")).toBeVisible();
  await expect(page.getByText("Veuillez saisir votre adresse e-mail")).toBeVisible();

  await page.getByLabel("Prénom").fill("Léa");
  await page.getByLabel("Nom", { exact: true }).fill("Durand-Martin");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Téléphone").fill("06.12.34.56.78");
  await page.getByLabel("J'accepte les").check();
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await page.waitForURL(/\/rendez-vous\/creneaux\?aff_token=/);

  // The address is valid only once chosen from the suggestions (a search, then a radio).
  await settled(page, javaScriptEnabled);
  await page.getByLabel("Type de prestation").selectOption("constat-locatif");
  await page.getByLabel("Adresse du rendez-vous").fill("Lyon 2");
  await page.getByRole("button", { name: "Rechercher", exact: true }).click();
  await page.getByRole("radio", { name: /Lyon 2e Arrondissement/ }).check();
  await page.getByRole("button", { name: "Lancer la recherche" }).click();
  await expect(page).toHaveURL(/reporttype=constat-locatif&lat=[\d.]+&lon=[\d.]+&address=Lyon\+2e/);

  await settled(page, javaScriptEnabled);
  await chooseAnySlot(page);
  await expect(page.getByText("Lyon 2e Arrondissement (69002)")).toBeVisible();
  await confirmDemand(page, "État des lieux de sortie d'un appartement.", /\/rendez-vous\/mot-de-passe/);

  await expect(page.getByRole("heading", { name: "Définissez votre mot de passe" })).toBeVisible();
  await expect(page.getByLabel("Adresse e-mail")).toHaveCount(0);
  await page.getByLabel("Mot de passe").fill("Motdepasse9!");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  // The report page itself (customer-side §4): the confirmation of the e-mail is asked above the case.
  await page.waitForURL(/\/dossier\/\d+$/);
  await expect(page.getByText("Lyon 2e Arrondissement (69002)")).toBeVisible();
  await expect(page.getByRole("status").getByRole("link", { name: "Confirmer mon adresse e-mail" })).toHaveAttribute(
    "href",
    /^\/validation-compte\?redirect=%2Fdossier%2F\d+$/,
  );

  const demand = await platformDemand(request, email, "Motdepasse9!", demandIdOf(page));
  expect(demand.report_type.slug).toBe("constat-locatif");
  expect(demand.type).toBe("real");
  expect(demand.address.text).toBe("Lyon 2e Arrondissement (69002)");
  expect(demand.meetings[0]!.slots).toHaveLength(1);
});

test("with JavaScript the slots step suggests addresses as one types and loads more dates in place", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(
    !javaScriptEnabled,
    "Without JavaScript the address search lists radios and 'Plus de dates' is a link (the tests above)",
  );
  // The combobox's code is fetched on first use, not with the page (docs/decisions/503); so are more
  // dates, when the end of a card's list comes near.
  const comboboxCode: string[] = [];
  const windows: URL[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (/^\/assets\/address-combobox-[\w-]+\.js$/.test(url.pathname)) comboboxCode.push(url.pathname);
    if (url.pathname === `/${STUDY}/rendez-vous/creneaux/fenetre`) windows.push(url);
  });
  await page.goto(`/${STUDY}/rendez-vous/connexion?reporttype=constat-locatif`);
  await signInAtLoginStep(page, "client@demo.example");
  await settled(page, javaScriptEnabled);
  expect(comboboxCode, "nothing typed yet: the combobox's code is not loaded").toEqual([]);

  const combobox = page.getByRole("combobox", { name: "Adresse du rendez-vous" });
  await combobox.pressSequentially("Lyon 2", { delay: 40 });
  await page.getByRole("option", { name: "Lyon 2e Arrondissement (69002)", exact: true }).click();
  await expect(combobox).toHaveValue("Lyon 2e Arrondissement (69002)");
  await expect(page.getByRole("status").filter({ hasText: "Adresse retenue : Lyon 2e Arrondissement (69002)" })).toBeAttached();
  expect(comboboxCode).toHaveLength(1);
  // Chosen from the list: no radios to pick, the search goes straight to the results.
  await expect(page.getByRole("radio")).toHaveCount(0);
  await page.getByRole("button", { name: "Lancer la recherche" }).click();
  await expect(page).toHaveURL(/reporttype=constat-locatif&lat=[\d.]+&lon=[\d.]+&address=Lyon\+2e/);
  await expect(page.getByRole("heading", { name: "Professionnels disponibles" })).toBeVisible();

  // The last card's list ends far below: scrolling there loads the following dates into that list.
  const card = page
    .locator("article")
    .filter({ has: page.getByRole("button", { name: /^Choisir le créneau du / }) })
    .last();
  const key = (await card.getAttribute("id"))!.replace(/^professionnel-/, "");
  const windowsOfCard = () => windows.filter((url) => url.searchParams.get("pro") === key);
  const days = card.getByRole("group", { name: "Créneaux disponibles" }).getByRole("heading");
  const shown = await days.count();
  expect(shown, "the card shows a first window of days").toBeGreaterThan(0);
  expect(windowsOfCard(), "not scrolled yet: no more dates asked for").toEqual([]);
  const url = page.url();
  await card.getByRole("link", { name: "Plus de dates" }).scrollIntoViewIfNeeded();
  await expect.poll(() => days.count(), { timeout: 10_000 }).toBeGreaterThan(shown);
  expect(windowsOfCard().length).toBeGreaterThan(0);
  expect(page.url(), "the dates load in place, the page stays").toBe(url);
});

test("a wrong password at the login step shows the catalogue's message", async ({ page, expectStatus }, testInfo) => {
  expectStatus(400);
  await page.goto(`/${STUDY}/rendez-vous/connexion?reporttype=general-meeting`);
  await page.getByLabel("Adresse e-mail").fill(uniqueEmail("inconnu", testInfo.project.name));
  await page.getByLabel("Mot de passe").fill("pas-le-bon");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Les informations de connexion saisies ne sont pas valides, veuillez vérifier votre saisie et ré-essayer",
  );
  await expect(page.getByLabel("Mot de passe")).toHaveValue("");
});

test("the steps ask for what is missing first", async ({ page }) => {
  // Nobody known yet: the slots and the summary send back to the details, with the search kept.
  await page.goto(`/${STUDY}/rendez-vous/creneaux?reporttype=general-meeting`);
  await expect(page).toHaveURL(`/${STUDY}/rendez-vous/informations?reporttype=general-meeting`);
  await page.goto(`/${STUDY}/rendez-vous/demande?reporttype=general-meeting`);
  await expect(page).toHaveURL(`/${STUDY}/rendez-vous/informations?reporttype=general-meeting`);
  await page.goto(`/${STUDY}/rendez-vous`);
  await expect(page).toHaveURL(`/${STUDY}/rendez-vous/informations`);
});

test("an unknown study answers 404 in the booking-error frame", async ({ page, expectStatus }) => {
  expectStatus(404);
  const response = await page.goto("/etude-qui-n-existe-pas/rendez-vous/informations");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page non trouvée" })).toBeVisible();
  const reservation = await page.goto("/etude-qui-n-existe-pas/reservation");
  expect(reservation?.status()).toBe(404);
});

test("only a partner agent gets the 'for whom' choice", async ({ request }) => {
  inOneProjectOnly();
  const response = await request.get("/reservation/pour-qui", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/prestation/adresse/");
});

test("a partner agent books for one of their partner studies", async ({ page, request, javaScriptEnabled }) => {
  // A whole booking: a dozen pages, each searching slots.
  test.slow();
  await page.goto(`/${STUDY}/rendez-vous/connexion`);
  await signInAtLoginStep(page, "partenaire@demo.example");
  await page.goto("/reservation/pour-qui");
  await expect(page.getByRole("heading", { level: 1, name: "Pour qui réservez-vous ?" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Pour moi/ })).toHaveAttribute("href", "/prestation/adresse/?pour=moi");
  await expect(page.getByRole("link", { name: /Pour Habitat Conseil Paris/ })).toHaveAttribute(
    "href",
    "/habitat-conseil-paris/rendez-vous/creneaux",
  );
  await page.getByRole("link", { name: /Pour Rhône Gestion Immobilière/ }).click();
  await expect(page).toHaveURL("/rhone-gestion-immobiliere/rendez-vous/creneaux");
  await expect(
    page.getByRole("heading", { level: 1, name: "Réserver un commissaire de justice pour Rhône Gestion Immobilière" }),
  ).toBeVisible();

  // On the partner context the address comes from the search, and the partner goes with the demand.
  await settled(page, javaScriptEnabled);
  await page.getByLabel("Type de prestation").selectOption("general-meeting");
  await page.getByLabel("Adresse du rendez-vous").fill("Lyon 3");
  await page.getByRole("button", { name: "Rechercher", exact: true }).click();
  await page.getByRole("radio", { name: /Lyon 3e Arrondissement/ }).check();
  await page.getByRole("button", { name: "Lancer la recherche" }).click();
  await expect(page).toHaveURL(/address=Lyon\+3e/);
  await settled(page, javaScriptEnabled);
  await chooseAnySlot(page);
  await confirmDemand(page, "Constat d'un dégât des eaux chez un locataire.", /\/dossier\/\d+/);

  const demand = await platformDemand(request, "partenaire@demo.example", DEMO_PASSWORD, demandIdOf(page));
  expect(demand.partner?.slug).toBe("rhone-gestion-immobiliere");
  expect(demand.source).toBe("partner");
  expect(demand.address.text).toBe("Lyon 3e Arrondissement (69003)");
  expect(demand.meetings[0]!.slots).toHaveLength(1);
});

test("a signed-in customer takes a new appointment by video", async ({ page, request, javaScriptEnabled }) => {
  // The video booking through booking v2 with JavaScript is the test above; this one walks it as plain forms.
  inOneProjectOnly("booking v2 by video with JavaScript is covered by the signed-in video consultation test");
  // A whole booking: a dozen pages, each searching slots.
  test.slow();
  await page.goto(`/${STUDY}/rendez-vous/connexion`);
  await signInAtLoginStep(page, "client@demo.example");
  await page.goto("/nouveau-rdv");
  await expect(page.getByRole("heading", { level: 1, name: "Nouveau rendez-vous" })).toBeVisible();
  await settled(page, javaScriptEnabled);
  await page.getByLabel("Type de prestation").selectOption("general-consultation");
  await page.getByLabel("Rendez-vous en visio").check();
  await page.getByRole("button", { name: "Lancer la recherche" }).click();
  await expect(page).toHaveURL("/nouveau-rdv?reporttype=general-consultation&service=visio");
  await settled(page, javaScriptEnabled);
  await chooseAnySlot(page);
  await confirmDemand(page, "Conseil sur un litige de voisinage.", /\/nouveau-rdv\/confirmation\?dossier=\d+/);
  await expect(page.getByRole("heading", { level: 1, name: "Votre demande de rendez-vous est enregistrée" })).toBeVisible();
  await expect(page.getByText("En visioconférence")).toBeVisible();

  const id = Number(new URL(page.url()).searchParams.get("dossier"));
  await expect(page.getByRole("link", { name: "Voir mon dossier" })).toHaveAttribute("href", `/dossier/${id}`);
  const demand = await platformDemand(request, "client@demo.example", DEMO_PASSWORD, id);
  expect(demand.report_type.slug).toBe("general-consultation");
  expect(demand.type).toBe("visio");
  expect(demand.meetings[0]!.slots).toHaveLength(1);
});

test("a constat's slot outside legal hours is offered with the platform's warning, repeated on the summary", async ({
  page,
  request,
  loginAs,
  javaScriptEnabled,
}) => {
  // Claire Fabre (demo study) is on call on Saturday evenings, 19:00–23:00: her constats past 21:00 are
  // offered with the warning (docs/decisions/3103, 3104). Her card's window starts on a Saturday a week on.
  const study = (await (await request.get(`/_platform/api/studies/search?slug=${STUDY}`)).json()) as {
    id: number;
    address_lat: number;
    address_lon: number;
    bailiffs: { id: number; firstname: string }[];
  };
  const fabre = study.bailiffs.find((person) => person.firstname === "Claire")!;
  const key = `${fabre.id}-${study.id}`;
  const saturday = DateTime.now().setZone("Europe/Paris").plus({ weeks: 1 }).set({ weekday: 6 }).toISODate()!;
  await loginAs(await sessionCookieFor("client@demo.example"));
  const search = new URLSearchParams({
    reporttype: "constat-locatif",
    lat: String(study.address_lat),
    lon: String(study.address_lon),
    address: "Lyon",
    pro: key,
    du: saturday,
  });
  await page.goto(`/${STUDY}/rendez-vous/creneaux?${search.toString()}`);
  await settled(page, javaScriptEnabled);

  const warning =
    /^Attention : ce rendez-vous a lieu .+, en dehors des heures légales des actes \(6 h – 21 h, hors dimanches et jours fériés\)\.$/;
  const evening = page
    .locator(`#professionnel-${key}`)
    .getByRole("button", { name: /^Choisir le créneau du samedi .* à 2[12]:\d\d/ })
    .first();
  await expect(evening).toHaveAccessibleDescription(warning);
  await evening.click();
  await page.waitForURL(/\/rendez-vous\/demande/);
  await expect(page.getByRole("heading", { name: "Récapitulatif de votre demande" })).toBeVisible();
  await expect(page.getByRole("main").getByText(warning)).toBeVisible();
});
