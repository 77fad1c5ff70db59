// The geolocation client against the embedded service on an ephemeral port, and against a remote
// service's variations (api-key header, coordinates as strings, refusals).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// Test-only: the embedded service is started here to exercise the client over real HTTP.
import { createGeoService } from "../../../platform/geo/geo-service";
import { loadGeoData } from "../../../platform/geo/load-geo-data";
import { createGeoClient } from "./geo-client";

let server: Server;
let base: string;
const seen: Array<{ url: string; apiKey: string | undefined }> = [];

beforeAll(async () => {
  const app = express();
  app.use((request, _response, next) => {
    seen.push({ url: request.url, apiKey: request.get("api-key") });
    next();
  });
  app.use("/_geo", createGeoService(await loadGeoData()).router);
  // A remote-style service sending numbers as strings.
  app.get(
    "/remote/from-address",
    (_request, response) =>
      void response.json([{ label: "Lyon 3e Arrondissement (69003)", lat: "45.76124", lon: "4.85184", placeId: 69383 }]),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("geo client", () => {
  it("searches addresses from 3 characters, without calling the service below", async () => {
    const client = createGeoClient({ baseUrl: `${base}/_geo` });
    const before = seen.length;
    expect(await client.searchAddress(" ly ")).toEqual([]);
    expect(seen.length).toBe(before);
    const results = await client.searchAddress("lyon 3");
    expect(results[0]).toEqual({
      label: "Lyon 3e Arrondissement (69003)",
      name: "Lyon 3e Arrondissement",
      lat: 45.76124,
      lon: 4.85184,
      postcode: "69003",
      citycode: "69383",
      placeId: "69383",
    });
  });

  it("reverse-geocodes coordinates, null when unknown or refused", async () => {
    const client = createGeoClient({ baseUrl: `${base}/_geo` });
    expect(await client.addressFromCoordinates(45.7719, 4.8902)).toMatchObject({ name: "Villeurbanne", postcode: "69100" });
    expect(await client.addressFromCoordinates(40, -20)).toBeNull();
    expect(await client.addressFromCoordinates(Number.NaN, 2)).toBeNull();
  });

  it("rounds coordinates before asking, so the cache is shared and positions aren't sent in full", async () => {
    const client = createGeoClient({ baseUrl: `${base}/_geo` });
    await client.addressFromCoordinates(48.842112345, 2.292712345);
    expect(seen.at(-1)!.url).toBe("/_geo/from-coordinates?lat=48.8421&lon=2.2927");
    const before = seen.length;
    await client.addressFromCoordinates(48.84211, 2.29271);
    expect(seen.length).toBe(before);
  });

  it("sends the api-key header and accepts numbers as strings from a remote service", async () => {
    const client = createGeoClient({ baseUrl: `${base}/remote`, apiKey: "secret-key" });
    const [suggestion] = await client.searchAddress("lyon");
    expect(suggestion).toMatchObject({ lat: 45.76124, lon: 4.85184, placeId: "69383", name: null, postcode: null });
    expect(seen.at(-1)).toEqual({ url: "/remote/from-address?term=lyon", apiKey: "secret-key" });
  });

  it("geocodes a street exactly with a BAN-compatible service (GEO_API_URL), GeoJSON answers included", async () => {
    // A tiny fake of the national address API: GeoJSON features, coordinates as [lon, lat].
    const terms: string[] = [];
    const ban = createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://ban.test");
      terms.push(url.searchParams.get("term") ?? "");
      const street = {
        type: "Feature",
        geometry: { type: "Point", coordinates: [4.835927, 45.763012] },
        properties: {
          label: "12 Rue de la République 69002 Lyon",
          name: "12 Rue de la République",
          housenumber: "12",
          street: "Rue de la République",
          postcode: "69002",
          citycode: "69382",
          id: "69382_5900_00012",
          type: "housenumber",
        },
      };
      response.setHeader("content-type", "application/json");
      const found = url.pathname === "/from-address" ? [street] : url.pathname === "/from-coordinates" ? [street] : [];
      response.end(JSON.stringify({ type: "FeatureCollection", features: found }));
    });
    ban.listen(0, "127.0.0.1");
    await new Promise((resolve) => ban.once("listening", resolve));
    try {
      const client = createGeoClient({ baseUrl: `http://127.0.0.1:${(ban.address() as AddressInfo).port}` });
      expect(await client.searchAddress("12 rue de la République, 69002 Lyon")).toEqual([
        {
          label: "12 Rue de la République 69002 Lyon",
          name: "12 Rue de la République",
          lat: 45.763012,
          lon: 4.835927,
          postcode: "69002",
          citycode: "69382",
          placeId: "69382_5900_00012",
        },
      ]);
      expect(terms).toEqual(["12 rue de la République, 69002 Lyon"]);
      expect(await client.addressFromCoordinates(45.763, 4.8359)).toMatchObject({ name: "12 Rue de la République" });
    } finally {
      await new Promise((resolve) => ban.close(resolve));
    }
  });

  it("throws when the service is unreachable", async () => {
    const client = createGeoClient({ baseUrl: "http://127.0.0.1:9/_geo", timeoutMs: 500 });
    await expect(client.searchAddress("lyon")).rejects.toThrow(/unreachable/);
  });
});
