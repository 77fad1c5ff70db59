// The geolocation HTTP contract (pro-side §7) on an ephemeral port: answers, labels, errors as JSON.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGeoService } from "./geo-service";
import { loadGeoData } from "./load-geo-data";

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use("/_geo", createGeoService(await loadGeoData()).router);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_geo`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  const body = (await response.json()) as unknown;
  return { status: response.status, body, type: response.headers.get("content-type") };
}

describe("GET /from-address", () => {
  it("suggests communes with the contract's fields and labels", async () => {
    const { status, body } = await get("/from-address?term=lyon%203");
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        label: "Lyon 3e Arrondissement (69003)",
        name: "Lyon 3e Arrondissement",
        lat: 45.76124,
        lon: 4.85184,
        postcode: "69003",
        citycode: "69383",
        placeId: "69383",
      },
    ]);
    const villeurbanne = (await get("/from-address?term=Villeurbanne")).body as Array<{ label: string }>;
    expect(villeurbanne[0]!.label).toBe("Villeurbanne (69100)");
  });

  it("returns at most 10 suggestions, and none under 3 characters", async () => {
    expect(((await get("/from-address?term=sai")).body as unknown[]).length).toBe(10);
    expect((await get("/from-address?term=ly")).body).toEqual([]);
    expect((await get("/from-address?term=%20%20ly%20")).body).toEqual([]);
    expect((await get("/from-address")).body).toEqual([]);
  });

  it("answers a street line on the commune it names, number and street kept (decision 851)", async () => {
    const term = encodeURIComponent("12 r. de la république, 69 002 Lyon");
    const { status, body } = await get(`/from-address?term=${term}`);
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        label: "12 rue de la République, 69002 Lyon",
        name: "12 rue de la République",
        lat: 45.75423,
        lon: 4.83089,
        postcode: "69002",
        citycode: "69382",
        placeId: "69382",
      },
    ]);
    // Without a comma: the commune's whole name at the end, each postcode once.
    const lyon = (await get(`/from-address?term=${encodeURIComponent("12 rue de la république lyon")}`)).body as Array<{
      label: string;
    }>;
    expect(lyon.map((suggestion) => suggestion.label)).toContain("12 rue de la République, 69002 Lyon");
    expect(new Set(lyon.map((suggestion) => suggestion.label)).size).toBe(lyon.length);
    expect((await get(`/from-address?term=${encodeURIComponent("8 bis bd Gambetta Villeurbanne 69100")}`)).body).toMatchObject([
      { label: "8 bis boulevard Gambetta, 69100 Villeurbanne" },
    ]);
    // A commune whose name starts like a street stays a commune; a street without commune finds nothing.
    expect((await get("/from-address?term=port%20vendres")).body).toMatchObject([{ label: "Port-Vendres (66660)" }]);
    expect((await get(`/from-address?term=${encodeURIComponent("12 rue de la rep")}`)).body).toEqual([]);
  });

  it("accepts an api-key header in embedded mode", async () => {
    expect((await get("/from-address?term=lyon", { "api-key": "anything" })).status).toBe(200);
  });

  it("answers 422 JSON for malformed input, never 500", async () => {
    for (const query of ["term=a&term=b", "term[x]=lyon", `term=${"a".repeat(500)}`]) {
      const { status, type } = await get(`/from-address?${query}`);
      expect(status).toBe(422);
      expect(type).toMatch(/json/);
    }
    expect((await get("/from-address?term=%E0%A4%A")).status).toBeLessThan(500);
  });
});

describe("GET /from-place-id", () => {
  it("answers the suggestion of a placeId, secondary postcodes included", async () => {
    const { status, body } = await get("/from-place-id?placeId=69383");
    expect(status).toBe(200);
    expect(body).toMatchObject({ label: "Lyon 3e Arrondissement (69003)", lat: 45.76124, lon: 4.85184 });
    expect((await get("/from-place-id?placeId=97411-97490")).body).toMatchObject({
      label: "Saint-Denis (97490)",
      postcode: "97490",
    });
    expect((await get("/from-place-id?placeId=2a004")).body).toMatchObject({ name: "Ajaccio", citycode: "2A004" });
  });

  it("answers 404 for an unknown place and 422 for a malformed one", async () => {
    expect((await get("/from-place-id?placeId=99999")).status).toBe(404);
    expect((await get("/from-place-id?placeId=69383-75001")).status).toBe(404);
    expect((await get("/from-place-id?placeId=abc")).status).toBe(422);
    expect((await get("/from-place-id")).status).toBe(422);
  });
});

describe("GET /from-coordinates", () => {
  it("answers the nearest commune, arrondissements for the three big cities", async () => {
    expect((await get("/from-coordinates?lat=45.7597&lon=4.8422")).body).toMatchObject({
      label: "Lyon 3e Arrondissement (69003)",
    });
    expect((await get("/from-coordinates?lat=48.8421&lon=2.2927")).body).toMatchObject({ citycode: "75115" });
    expect((await get("/from-coordinates?lat=45.7719&lon=4.8902")).body).toMatchObject({ name: "Villeurbanne" });
  });

  it("answers 404 at sea and 422 for bad coordinates", async () => {
    expect((await get("/from-coordinates?lat=40&lon=-20")).status).toBe(404);
    for (const query of ["lat=abc&lon=4", "lat=95&lon=4", "lat=45", "lat=&lon=", "lat=1e999&lon=2", "lat[]=1&lon=2"]) {
      const { status, body } = await get(`/from-coordinates?${query}`);
      expect(status).toBe(422);
      expect(body).toMatchObject({ error: "unprocessable" });
    }
  });

  it("answers 404 JSON for unknown endpoints", async () => {
    expect((await get("/nowhere")).status).toBe(404);
  });
});

describe("api key", () => {
  it("is enforced only when configured", async () => {
    const app = express();
    app.use(createGeoService(await loadGeoData(), { apiKey: "secret" }).router);
    const guarded = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => guarded.once("listening", resolve));
    const url = `http://127.0.0.1:${(guarded.address() as AddressInfo).port}/from-address?term=lyon`;
    try {
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { "api-key": "secret" } })).status).toBe(200);
    } finally {
      await new Promise((resolve) => guarded.close(resolve));
    }
  });
});
