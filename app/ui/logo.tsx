// The brand mark and name, linking home.
import { Link } from "@remix-run/react";
import common from "~/locales/fr/common.json";
import { translator } from "~/i18n/translator";

const t = translator(common);

export function Logo({ className, to = "/" }: { className?: string; to?: string }) {
  return (
    <Link to={to} className={className} aria-label={t("site.homeLabel")}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.15" />
        <path d="M9 17l5 5 9-11" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{t("site.name")}</span>
    </Link>
  );
}
