// Bearer-token authentication: `requireUser` answers 401 without a valid token, `optionalUser` lets
// anonymous requests through. The user is kept in res.locals, read back with `currentUser`.
import type { Request, RequestHandler, Response } from "express";
import type { UserRow } from "../db/schema";
import { userForAccessToken } from "../domain/access-tokens";
import { loadActor } from "../domain/actor";
import type { Actor } from "../domain/roles";
import { hashToken } from "../security/tokens";
import { handle } from "./async-handler";
import type { PlatformContext } from "./context";
import { invalidField, unauthenticated } from "./http-error";

function bearerToken(req: Request): string | undefined {
  const header = req.get("authorization");
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

async function resolve(context: PlatformContext, req: Request, res: Response, required: boolean) {
  const token = bearerToken(req);
  const user = token ? await userForAccessToken(context.db, token, context.now()) : undefined;
  // A token that is present but wrong is always refused, even where anonymity is allowed.
  if ((required || token) && !user) throw unauthenticated();
  res.locals.user = user;
  res.locals.accessTokenHash = user && token ? hashToken(token) : undefined;
}

export function requireUser(context: PlatformContext): RequestHandler {
  return handle(async (req, res, next) => {
    await resolve(context, req, res, true);
    next();
  });
}

export function optionalUser(context: PlatformContext): RequestHandler {
  return handle(async (req, res, next) => {
    await resolve(context, req, res, false);
    next();
  });
}

export function currentUser(res: Response): UserRow {
  const user = res.locals.user as UserRow | undefined;
  if (!user) throw unauthenticated();
  return user;
}

export function maybeUser(res: Response): UserRow | undefined {
  return res.locals.user as UserRow | undefined;
}

/** The `study-id` header the app sends when a study is active. */
export function studyIdHeader(req: Request): number | undefined {
  const raw = req.get("study-id");
  if (raw === undefined || raw === "") return undefined;
  if (!/^\d{1,9}$/.test(raw)) throw invalidField("study-id", "Identifiant d'étude invalide.");
  return Number(raw);
}

/** The signed-in caller as the permission model sees them, acting for the `study-id` study if sent. */
export async function currentActor(context: PlatformContext, req: Request, res: Response): Promise<Actor> {
  return loadActor(context.db, currentUser(res).id, studyIdHeader(req));
}
