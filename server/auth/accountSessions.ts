/**
 * Writes to an account that must end its sessions: a new password (whoever guessed or stole the
 * old one keeps no open session) and a deactivation. The token that made the change stays valid,
 * so an administrator who changes their own password is not signed out by it.
 */
import type { FastifyRequest } from 'fastify';
import { bearerToken } from './bearerToken';
import type { TokenStore } from './tokenStore';

export class AccountSessions {
  constructor(private readonly tokens: TokenStore) {}

  /** After an account's fields were written (`values` as stored: a password field is set only when it changed). */
  afterWrite(
    request: FastifyRequest | undefined,
    userId: unknown,
    values: Record<string, unknown>,
    secretFields: readonly string[],
    activeField: string | undefined,
  ): void {
    if (typeof userId !== 'number') return;
    const newSecret = secretFields.some((name) => typeof values[name] === 'string');
    const deactivated = activeField !== undefined && values[activeField] === false;
    if (newSecret || deactivated) this.tokens.revokeUser(userId, request && bearerToken(request));
  }

  /** After a bulk deactivation. */
  afterDeactivation(userIds: readonly unknown[]): void {
    for (const id of userIds) if (typeof id === 'number') this.tokens.revokeUser(id);
  }
}
