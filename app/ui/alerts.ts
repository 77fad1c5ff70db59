// Alert rules shared by server and client: default type success, at most one per identical message,
// gone after 3.5 s when JavaScript runs (customer-side §4, §9).
type AlertType = "success" | "error" | "info" | "warning";

export interface Alert {
  message: string;
  type?: AlertType;
}

export const ALERT_DURATION_MS = 3500;

export function dedupeAlerts(alerts: readonly Alert[]): Required<Alert>[] {
  const seen = new Set<string>();
  const result: Required<Alert>[] = [];
  for (const alert of alerts) {
    if (seen.has(alert.message)) continue;
    seen.add(alert.message);
    result.push({ message: alert.message, type: alert.type ?? "success" });
  }
  return result;
}

/**
 * The alerts to show after the root's data changed. A new page (another location) shows its own alerts,
 * or none. The same page reloaded in place (a live notification revalidates the workspace's loaders) has
 * no alerts of its own, since the flash was read by the first load: the alerts already showing stay, so a
 * confirmation is not wiped the instant the user's own action echoes back over the socket.
 */
export function alertsAfterReload(
  showing: readonly Required<Alert>[],
  incoming: readonly Alert[],
  samePage: boolean,
): readonly Required<Alert>[] {
  if (incoming.length > 0 || !samePage) return dedupeAlerts(incoming);
  // The same array: React keeps the state, and the alert's 3.5 s are not restarted.
  return showing;
}
