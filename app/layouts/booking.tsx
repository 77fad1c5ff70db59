// The booking layout: the top bar in booking mode (no guest login button: the flow has its own account
// step), no footer distractions beyond the legal links. The only layout of the cncj site.
import { Outlet } from "@remix-run/react";
import { useRootData } from "~/root";
import { SiteHeader } from "~/ui/site-header";
import { MAIN_CONTENT_ID, SkipLink } from "~/ui/skip-link";
import { main } from "./layout.css";

export default function BookingLayout() {
  const rootData = useRootData();
  return (
    <>
      <SkipLink />
      <SiteHeader user={rootData?.user ?? null} supportPhone={rootData?.supportPhone ?? ""} bookingMode />
      <main id={MAIN_CONTENT_ID} className={main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
