// Express 4 does not catch rejected promises: this wrapper hands them to the error handler.
import type { NextFunction, Request, RequestHandler, Response } from "express";

export function handle(handler: (req: Request, res: Response, next: NextFunction) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    handler(req, res, next).catch(next);
  };
}
