// A message that stays in the page (unlike a flash alert, which fades): a confirmation, a warning about
// the step, a refusal. Warnings and refusals are announced at once (role="alert"), the others politely
// (role="status"). Spacing around it belongs to the page (className).
import type { ReactNode } from "react";
import * as styles from "./notice.css";

export type NoticeTone = keyof typeof styles.tone;

export function Notice({ tone = "info", className, children }: { tone?: NoticeTone; className?: string; children: ReactNode }) {
  return (
    <p
      className={[styles.tone[tone], className ?? ""].filter(Boolean).join(" ")}
      role={tone === "warning" || tone === "danger" ? "alert" : "status"}
    >
      {children}
    </p>
  );
}
