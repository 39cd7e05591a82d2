/**
 * Who a request's session belongs to, and the 401 of a session that is over. Most routes have it
 * checked by the /api guard's hook (authPlugin.ts) before anything else; a route whose one query
 * can check it too (config `checksSessionItself`: a PostgreSQL list call, which then makes one
 * round trip instead of two) gets a PendingSession instead, and must settle it before answering.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/apiError';
import { t } from '../http/messages';
import type { ListGuard } from '../resources/listPages';
import type { Row } from '../resources/recordCodec';
import type { TokenStore } from './tokenStore';
import { mayUseBackOffice, toAuthUser, type AuthUser, type UserRow } from './users';

/** The signed-in user of a session's owner, or the 401 of an ended, expired or refused session. */
export function signedInUser(owner: UserRow | undefined): AuthUser {
  // A deactivated or demoted account loses its open sessions at once.
  if (!owner || !mayUseBackOffice(owner)) {
    throw new ApiError(401, t('server.auth.invalidToken'), {
      'WWW-Authenticate': 'Bearer error="invalid_token"',
    });
  }
  return toAuthUser(owner);
}

/** A request's session that its route checks itself: the request has no user until it is settled. */
export class PendingSession {
  private done = false;

  constructor(
    private readonly request: FastifyRequest,
    private readonly tokens: TokenStore,
    private readonly token: string,
  ) {}

  get settled(): boolean {
    return this.done;
  }

  /** The check, for a list statement to make (its answer then carries the owner). */
  private guard(): ListGuard {
    return this.tokens.sessionGuard(this.token);
  }

  /** What the check found settles it: the request's user, or the 401. */
  private settle(owner: UserRow | undefined): void {
    this.done = true;
    this.request.user = signedInUser(owner);
  }

  /**
   * Runs a statement with the check while it is still to be made, and settles it from what the
   * statement's guard found; once settled, the statement runs without it.
   */
  async within<T extends { guarded?: Row }>(statement: (guard?: ListGuard) => Promise<T>): Promise<T> {
    if (this.done) return statement();
    const answer = await statement(this.guard());
    this.settle(this.tokens.ownerInRow(answer.guarded));
    return answer;
  }

  /** Checked on its own: before the route answers anything else (a refused query, a failure). */
  async check(): Promise<void> {
    this.settle(await this.tokens.ownerOf(this.token));
  }
}
