// Test helpers for the guard rules: run a guard and return what it threw (a redirect or an error page).
import type { SessionUser } from "~/features/account/session-user";

export function customer(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    firstname: "Camille",
    lastname: "Martin",
    civility: 2,
    roles: ["customer"],
    permissions: ["demands.create", "demands.own", "demands.view", "demands.cancel", "demands.edit_details", "documents.provide", "meetings.plan"],
    verified: true,
    fullyRegistered: true,
    ...overrides,
  };
}

export function thrownBy(run: () => unknown): Response {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("the guard let the request through");
}

export async function thrownByAsync(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("the guard let the request through");
}

export const page = (path: string) => new Request(`http://localhost${path}`);
