import { describe, expect, it } from "vitest";
import { meetingMode, queryFromSearchForm, searchState } from "./search";

const meeting = { type: "meeting" as const, visioEnabled: true };
const consultation = { type: "consultation" as const, visioEnabled: true };
const onSiteOnly = { type: "meeting" as const, visioEnabled: false };

describe("slots search", () => {
  it("tells video, consultation at the study and on-site meetings apart", () => {
    expect(meetingMode(meeting, true, false)).toBe("visio");
    expect(meetingMode(consultation, false, false)).toBe("atStudy");
    expect(meetingMode(consultation, false, true)).toBe("onSite");
    expect(meetingMode(meeting, false, false)).toBe("onSite");
  });

  it("needs a report type, then an address chosen from the list for an on-site meeting", () => {
    expect(searchState(null, {}, false)).toEqual({ status: "needsReportType" });
    expect(searchState(meeting, {}, false)).toEqual({ status: "needsAddress", mode: "onSite" });
    expect(searchState(meeting, { address: "Lyon" }, false)).toEqual({ status: "needsAddress", mode: "onSite" });
    expect(searchState(meeting, { address: "Lyon 2e (69002)", lat: 45.75, lon: 4.83 }, false)).toEqual({
      status: "ready",
      mode: "onSite",
      place: { latitude: 45.75, longitude: 4.83, label: "Lyon 2e (69002)" },
    });
  });

  it("needs no address for a video meeting nor a consultation at the study", () => {
    expect(searchState(meeting, { service: "visio" }, false)).toEqual({ status: "ready", mode: "visio", place: null });
    expect(searchState(consultation, {}, false)).toEqual({ status: "ready", mode: "atStudy", place: null });
  });

  it("refuses video for a report type that has none", () => {
    expect(searchState(onSiteOnly, { service: "visio" }, false)).toEqual({ status: "visioUnavailable" });
  });

  it("reads the submitted search form", () => {
    const chosenWithScript = new URLSearchParams(
      "recherche=1&reporttype=constat-locatif&address=Lyon+2e+(69002)&lat=45.75&lon=4.83&addressChosen=Lyon+2e+(69002)&aff_token=AFF-1",
    );
    expect(queryFromSearchForm(chosenWithScript)).toEqual({
      reportType: "constat-locatif",
      address: "Lyon 2e (69002)",
      lat: 45.75,
      lon: 4.83,
      affToken: "AFF-1",
    });

    const typedAgain = new URLSearchParams(
      "reporttype=constat-locatif&address=Villeurbanne&lat=45.75&lon=4.83&addressChosen=Lyon+2e+(69002)",
    );
    expect(queryFromSearchForm(typedAgain)).toEqual({
      reportType: "constat-locatif",
      address: "Villeurbanne",
      affToken: undefined,
    });

    const radio = new URLSearchParams(
      "reporttype=constat-locatif&address=Villeurbanne&suggestion=45.77;4.88;Villeurbanne+(69100)&service=visio",
    );
    expect(queryFromSearchForm(radio)).toEqual({
      reportType: "constat-locatif",
      service: "visio",
      address: "Villeurbanne (69100)",
      lat: 45.77,
      lon: 4.88,
      affToken: undefined,
    });
  });
});
