// A platform answering by route for loader and action tests: each call is recorded (method, path,
// query, JSON body) and answered by the first route whose method and path match; anything else is 404.
import { vi } from "vitest";
import { IDEMPOTENCY_HEADER } from "~common/idempotency";

export interface PlatformCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The `study-id` header: the study the call acts for. */
  studyId: string | null;
  /** The `Idempotency-Key` header: the key of the form that made the call (docs/decisions/3630). */
  idempotencyKey: string | null;
  body: unknown;
}

export type PlatformRoute = [method: string, path: RegExp, answer: (call: PlatformCall) => Response];

export function stubPlatformRoutes(routes: PlatformRoute[]): PlatformCall[] {
  const calls: PlatformCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const call = {
        method: init?.method ?? "GET",
        path: url.pathname.replace(/^\/_platform/, ""),
        query: url.searchParams,
        studyId: new Headers(init?.headers).get("study-id"),
        idempotencyKey: new Headers(init?.headers).get(IDEMPOTENCY_HEADER),
        body: typeof init?.body === "string" ? JSON.parse(init.body) : null,
      };
      calls.push(call);
      const route = routes.find(([method, path]) => method === call.method && path.test(call.path));
      return route ? route[2](call) : Response.json({ message: "Introuvable." }, { status: 404 });
    }),
  );
  return calls;
}

/** An empty page of a paged list. */
export const emptyPage = (total = 0, lastPage = 1, currentPage = 1) => ({
  data: [],
  meta: { current_page: currentPage, last_page: lastPage, per_page: 15, total },
});
