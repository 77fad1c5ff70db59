import { describe, expect, it } from "vitest";
import { confirmationPath, newAppointmentPath, parseDemandId } from "./new-appointment";

describe("new appointment paths", () => {
  it("keeps the booking parameters and marks the confirm view", () => {
    expect(newAppointmentPath({})).toBe("/nouveau-rdv");
    expect(newAppointmentPath({ reportType: "constat-locatif", lat: 45.75, lon: 4.83, address: "Lyon 2e (69002)" })).toBe(
      "/nouveau-rdv?reporttype=constat-locatif&lat=45.75&lon=4.83&address=Lyon+2e+%2869002%29",
    );
    expect(newAppointmentPath({ reportType: "general-consultation", service: "visio" }, true)).toBe(
      "/nouveau-rdv?reporttype=general-consultation&service=visio&etape=confirmer",
    );
  });

  it("leads to the confirmation of one demand", () => {
    expect(confirmationPath(12)).toBe("/nouveau-rdv/confirmation?dossier=12");
    expect(parseDemandId("12")).toBe(12);
    for (const value of [null, "", "0", "-1", "1e3", "abc"]) expect(parseDemandId(value)).toBeNull();
  });
});
