// Contact tickets from the "Demande de rendez-vous" dialog.
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "./http";

export interface SupportTicketInput {
  firstname?: string;
  lastname?: string;
  email?: string;
  phone: string;
  city: string;
  reportType?: string;
  additionalInfo?: string;
  /** Defaults to "Page d'accueil" on the platform. */
  source?: string;
}

export function createSupportTicket(input: SupportTicketInput, auth: PlatformAuth = {}) {
  return platformRequest(z.object({ id: z.number(), message: z.string() }), {
    method: "POST",
    path: "/api/support",
    auth,
    json: input,
  });
}
