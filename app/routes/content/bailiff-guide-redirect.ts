// /constat-huissier/{guideSlug} is an old address of a guide (customer-side §2.1): it moves to
// /guide/{guideSlug} for good. The guide route answers 404 when no such guide exists.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/guide/${encodeURIComponent(params.guideSlug ?? "")}`, 301);
}
