import { describe, expect, it } from "vitest";
import { isVisioService, readBookingQuery, v2Path, writeBookingQuery } from "./query";

describe("booking v2 query parameters", () => {
  it("reads the six booking parameters", () => {
    const search = new URLSearchParams(
      "reporttype=general-consultation&lat=45.75&lon=4.83&address=Lyon%202e%20(69002)&service=visio&aff_token=AFF-MOREAU-BORDEAUX-2026",
    );
    expect(readBookingQuery(search)).toEqual({
      reportType: "general-consultation",
      lat: 45.75,
      lon: 4.83,
      address: "Lyon 2e (69002)",
      service: "visio",
      affToken: "AFF-MOREAU-BORDEAUX-2026",
    });
  });

  it("drops what is invalid or unknown", () => {
    const search = new URLSearchParams(
      "reporttype=Not%20A%20Slug&lat=95&lon=4&address=&service=&aff_token=<script>&utm_source=x",
    );
    expect(readBookingQuery(search)).toEqual({});
    expect(readBookingQuery(new URLSearchParams("lat=45.7"))).toEqual({});
    expect(readBookingQuery(new URLSearchParams(`address=${"a".repeat(301)}`))).toEqual({});
  });

  it("keeps the parameters from one step to another, in a stable order, URI-encoded", () => {
    const search = new URLSearchParams(
      "utm_source=x&service=visio&reporttype=constat-locatif&address=Saint-%C3%89tienne%20(42000)&lat=45.43&lon=4.39",
    );
    expect(writeBookingQuery(readBookingQuery(search)).toString()).toBe(
      "reporttype=constat-locatif&lat=45.43&lon=4.39&address=Saint-%C3%89tienne+%2842000%29&service=visio",
    );
    expect(v2Path("etude-dupont-lyon", "demande", readBookingQuery(search))).toBe(
      "/etude-dupont-lyon/rendez-vous/demande?reporttype=constat-locatif&lat=45.43&lon=4.39&address=Saint-%C3%89tienne+%2842000%29&service=visio",
    );
    expect(v2Path("etude-dupont-lyon", "informations")).toBe("/etude-dupont-lyon/rendez-vous/informations");
  });

  it("round-trips what it reads", () => {
    const query = { reportType: "general-meeting", lat: 48.85, lon: 2.35, address: "Paris 1er (75001)", affToken: "AFF-1" };
    expect(readBookingQuery(writeBookingQuery(query))).toEqual(query);
  });

  it("recognises the video service", () => {
    expect(isVisioService("visio")).toBe(true);
    expect(isVisioService(" Visio ")).toBe(true);
    expect(isVisioService("consultation")).toBe(false);
    expect(isVisioService(undefined)).toBe(false);
  });
});
