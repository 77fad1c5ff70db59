// The bell's data for a layout's loader: the unread count and the latest few notifications, in one call.
// The bell is a convenience: when the platform cannot answer, the page shows an empty bell, not an error.
import { PlatformError } from "~/.server/platform/errors";
import type { PlatformAuth } from "~/.server/platform/http";
import type { BellNotification } from "./notification-bell";
import { listNotifications } from "./notifications.server";

const LATEST = 5;

export async function bellData(auth: PlatformAuth): Promise<{ unread: number; latest: BellNotification[] }> {
  try {
    const list = await listNotifications(auth);
    return {
      unread: list.meta.unread,
      latest: list.data.slice(0, LATEST).map(({ id, kind, text, demand_id, audience, read_at }) => ({
        id,
        kind,
        text,
        demand_id,
        audience,
        read_at,
      })),
    };
  } catch (error) {
    // A revoked token is the guard's business (its redirect is a Response, rethrown); anything else: no bell.
    if (error instanceof PlatformError) return { unread: 0, latest: [] };
    throw error;
  }
}
