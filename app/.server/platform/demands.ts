// Demands: create with exactly one slot (SlotTakenError when someone was faster), read, cancel
// (CannotCancelError when it is too late), and the refusal types.
import { z } from "zod";
import type { DemandRequest } from "~common/demand-request";
import { platformRequest, type PlatformAuth } from "./http";
import { demandSchema } from "./schemas";

export type DemandInput = DemandRequest;

const createdSchema = z.object({ id: z.number(), route_token: z.string(), confirmed: z.boolean(), demand: demandSchema });

/** With the key of the form that asked it, a second post answers the demand of the first (decision 3630). */
export function createDemand(auth: PlatformAuth, input: DemandInput, idempotencyKey?: string) {
  return platformRequest(createdSchema, { method: "POST", path: "/api/demands", auth, json: input, idempotencyKey });
}

export function getDemand(auth: PlatformAuth, id: number) {
  return platformRequest(demandSchema, { path: `/api/demands/${id}`, auth, query: { need_manager: 1, need_operator: 1 } });
}

export function cancelDemand(auth: PlatformAuth, id: number) {
  return platformRequest(z.object({ message: z.string(), demand: demandSchema }), {
    method: "DELETE",
    path: `/api/demands/${id}`,
    auth,
  });
}

const refusalTypesSchema = z.object({
  data: z.array(z.object({ id: z.number(), title: z.string(), sms_content: z.string(), value: z.string(), message: z.string() })),
});

export async function getRefusalTypes() {
  return (await platformRequest(refusalTypesSchema, { path: "/api/refusal_types" })).data;
}
