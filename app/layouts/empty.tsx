// The empty layout: the page alone, for embedded widgets and printable views. Default site only.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { requireDefaultSite } from "~/.server/guards/site";
import { MAIN_CONTENT_ID } from "~/ui/skip-link";
import { main } from "./layout.css";

export function loader({ context }: LoaderFunctionArgs) {
  requireDefaultSite(context);
  return null;
}

export default function EmptyLayout() {
  return (
    <main id={MAIN_CONTENT_ID} className={main} tabIndex={-1}>
      <Outlet />
    </main>
  );
}
