// "Aucune notification non lue", "1 notification non lue", "3 notifications non lues".
import notifications from "~/locales/fr/notifications.json";
import { translator } from "~/i18n/translator";

const t = translator(notifications);

export function unreadLabel(count: number): string {
  if (count === 0) return t("unreadCount_zero");
  return count === 1 ? t("unreadCount_one") : t("unreadCount_other", { count });
}
