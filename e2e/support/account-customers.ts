// Customers made for one test (the database is shared by parallel workers): unique addresses, and a
// verified customer created through the platform API with its e-mailed verification link.
import { request as playwrightRequest, type TestInfo } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { latestLink } from "./account-outbox";

export const CUSTOMER_PASSWORD = "Motdepasse9!";

/** An address no other test (nor the other project) uses. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}-${testInfo.project.name}-${Date.now().toString(36)}-${random}@exemple.test`;
}

/** Registers a customer with a password and confirms the address, as the e-mailed link would. */
export async function createVerifiedCustomer(email: string, names = { firstname: "Lucie", lastname: "Bernard" }): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const registered = await api.post("/_platform/api/users", {
      data: {
        ...names,
        email,
        phone: "06 98 76 54 32",
        cgu: true,
        password: CUSTOMER_PASSWORD,
        password_confirmation: CUSTOMER_PASSWORD,
      },
    });
    if (registered.status() !== 201)
      throw new Error(`Registration of ${email} failed: ${registered.status()} ${await registered.text()}`);
    const link = await latestLink(email, "/utilisateur/profil/");
    const token = decodeURIComponent(new URL(link).pathname.split("/").pop()!);
    const verified = await api.post(`/_platform/api/users/verify_mail/${encodeURIComponent(token)}`);
    if (!verified.ok()) throw new Error(`Verification of ${email} failed: ${verified.status()}`);
  } finally {
    await api.dispose();
  }
}
