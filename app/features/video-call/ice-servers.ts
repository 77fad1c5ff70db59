// The STUN/TURN servers the call's browsers use (ICE_SERVERS, a JSON array of RTCIceServer): none on one
// network; in production a STUN server and a TURN relay such as coturn (docs/decisions/1504). Parsed at
// boot by app/.server/env.ts, so a wrong value stops the server with a clear message.
import { z } from "zod";

const url = z.string().regex(/^(stun|stuns|turn|turns):\S+$/, "une adresse stun:, stuns:, turn: ou turns:");

const iceServerSchema = z.object({
  urls: z.union([url, z.array(url).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

export type IceServer = z.infer<typeof iceServerSchema>;

/** "" or unset: no server (peers on one network find each other directly). */
export const iceServersVariable = z
  .string()
  .default("")
  .transform((raw, context): IceServer[] => {
    if (raw.trim() === "") return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      context.addIssue({ code: z.ZodIssueCode.custom, message: "ICE_SERVERS doit être un tableau JSON de serveurs STUN/TURN." });
      return z.NEVER;
    }
    const servers = z.array(iceServerSchema).safeParse(parsed);
    if (!servers.success) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: `ICE_SERVERS invalide : ${servers.error.issues[0]?.message ?? ""}`,
      });
      return z.NEVER;
    }
    return servers.data;
  });
