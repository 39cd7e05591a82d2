/**
 * What a deployment puts in front of the server (README, « Deploying »: TLS ends at the load
 * balancer; spec 9 sends a production page to HTTPS): TLS and HTTP/2 towards the browser, plain
 * HTTP/1.1 towards the server, whose answers (precompressed files, headers) pass unchanged. The
 * Lighthouse benchmark audits the app through it, as people reach it; HTTP/2 carries all of a page's
 * requests on one connection where HTTP/1.1 queues them on six.
 *
 * Its certificate is a throwaway self-signed one made by openssl for `localhost`, which only the
 * benchmark's browser (started with --ignore-certificate-errors) is told to accept.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import type { TLSSocket } from 'node:tls';
import { join } from 'node:path';

/** Headers of one hop that HTTP/2 forbids or that the other side of the front does not share. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

export interface HttpsFront {
  /** `https://localhost:<port>`: the server's addresses, with this origin instead of its own. */
  origin: string;
  stop(): Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'eduadmin-bench-tls-'));
  try {
    const files = ['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')];
    const request =
      '-x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost -addext subjectAltName=DNS:localhost';
    execFileSync('openssl', ['req', ...request.split(' '), ...files], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function forwarded(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

/** Starts the front on a free port of the loopback, passing every request on to `backend`. */
export async function startHttpsFront(backend: string): Promise<HttpsFront> {
  const target = new URL(backend);
  const agent = new http.Agent({ keepAlive: true });
  const front = http2.createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (request, response) => {
      const upstream = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          headers: { ...forwarded(request.headers), host: target.host },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, forwarded(answer.headers));
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(upstream);
    },
  );
  // The browser keeps its connection open: stopping the front closes what is still open.
  const connections = new Set<TLSSocket>();
  front.on('secureConnection', (socket: TLSSocket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  return {
    origin: `https://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        front.close(() => resolve());
        for (const socket of connections) socket.destroy();
      }),
  };
}
