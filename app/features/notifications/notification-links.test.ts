import { describe, expect, it } from "vitest";
import { notificationHref } from "./notification-links";

describe("notificationHref", () => {
  it("sends the customer to their case page and the staff to the workspace's", () => {
    expect(notificationHref({ demand_id: 12, audience: "customer" })).toBe("/dossier/12");
    expect(notificationHref({ demand_id: 12, audience: "study" })).toBe("/espace-pro/dossiers/12");
  });

  it("has no link for a notification about no case", () => {
    expect(notificationHref({ demand_id: null, audience: "study" })).toBeNull();
  });
});
