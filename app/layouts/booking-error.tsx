// The booking-error layout: a bare frame for a booking that cannot go on (unknown study, expired link),
// keeping the user inside the booking context without the full site menu.
import { Outlet } from "@remix-run/react";
import common from "~/locales/fr/common.json";
import { translator } from "~/i18n/translator";
import { Container } from "~/ui/container";
import * as errorStyles from "~/ui/error-page.css";
import { MAIN_CONTENT_ID, SkipLink } from "~/ui/skip-link";
import { main } from "./layout.css";

const t = translator(common);

export default function BookingErrorLayout() {
  return (
    <>
      <SkipLink />
      <header className={errorStyles.header}>
        <Container>
          <span className={errorStyles.logo}>{t("site.name")}</span>
        </Container>
      </header>
      <main id={MAIN_CONTENT_ID} className={main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
