// Where a notification leads: the case as its reader sees it, the customer's page for the customer,
// the workspace's for the study's staff; nowhere when it concerns no case (an invitation accepted).
import { paths } from "~/features/site/paths";

export function notificationHref(notification: { demand_id: number | null; audience: "customer" | "study" }): string | null {
  if (notification.demand_id === null) return null;
  return notification.audience === "customer" ? paths.dossier(notification.demand_id) : paths.proDemand(notification.demand_id);
}
