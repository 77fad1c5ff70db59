// A state machine written as a table: for each action, the permission it takes (so the actor's roles
// decide through the permission model), the states it may leave and the state it leads to. Pure: the
// repositories apply the result to the database.
import type { RoleName } from "~common/roles";
import { conflict, notPermitted, type DomainError } from "./errors";
import type { Permission } from "~common/permissions";
import { grants } from "./roles";

export interface Transition<State extends string> {
  permission: Permission;
  from: readonly State[];
  /** The next state, or how it follows from the state left and the actor's roles. */
  to: State | ((from: State, roles: readonly RoleName[]) => State);
  /** The conflict (409) answered when the current state does not allow the action. */
  refused: { code: string; message: string };
}

export type TransitionTable<State extends string, Action extends string> = Readonly<Record<Action, Transition<State>>>;

export type TransitionResult<State extends string> = { ok: true; next: State } | { ok: false; error: DomainError };

/** (state, actor's roles, action) → the next state, or why not: the role is checked before the state. */
export function transition<State extends string, Action extends string>(
  table: TransitionTable<State, Action>,
  state: State,
  roles: readonly RoleName[],
  action: Action,
): TransitionResult<State> {
  const rule = table[action];
  if (!grants(roles, rule.permission)) return { ok: false, error: notPermitted() };
  if (!rule.from.includes(state)) return { ok: false, error: conflict(rule.refused.code, rule.refused.message) };
  return { ok: true, next: typeof rule.to === "function" ? rule.to(state, roles) : rule.to };
}

/** The actions these roles may take from this state, in the table's order. */
export function allowedActions<State extends string, Action extends string>(
  table: TransitionTable<State, Action>,
  state: State,
  roles: readonly RoleName[],
): Action[] {
  return (Object.keys(table) as Action[]).filter((action) => transition(table, state, roles, action).ok);
}
