/**
 * Requests Node rejects before Fastify sees them (a malformed request line, headers too large, a
 * body that never finishes) are answered in the API's shape, `{detail}` in French, instead of
 * Node's bare text.
 */
import type { FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { MessageErrorBody } from '../../resources/contracts/errorContract';
import { t } from './messages';

/** Headers larger than Node's 16 KiB default, for long bearer tokens and cookies of a shared domain. */
export const MAX_HEADER_BYTES = 32 * 1024;

const STATUS_BY_CODE: Record<string, { status: number; key: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, key: 'server.errors.headersTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: 'server.errors.requestTimeout' },
};

export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, key } = STATUS_BY_CODE[error.code ?? ''] ?? {
    status: 400,
    key: 'server.errors.badRequest',
  };
  const body = JSON.stringify({ detail: t(key) } satisfies MessageErrorBody);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'Cache-Control: no-store\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
