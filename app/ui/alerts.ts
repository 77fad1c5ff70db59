// Alert rules shared by server and client: default type success, at most one per identical message,
// gone after 3.5 s when JavaScript runs (customer-side §4, §9).
export type AlertType = "success" | "error" | "info" | "warning";

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
