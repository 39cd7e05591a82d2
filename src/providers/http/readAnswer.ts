/**
 * An HTTP answer read once: its body as text and, when it is JSON, parsed. The app's requests and
 * the reads the boot path sends early both go through here, so an early answer is parsed once
 * and whoever takes it reads the same object. Imports nothing from react-admin.
 */
export interface Answer {
  ok: boolean;
  status: number;
  headers: Headers;
  /** The body as received. */
  body: string;
  /** The body parsed as JSON; the text itself when it is not JSON; undefined when empty. */
  json: unknown;
}

export async function readAnswer(response: Response): Promise<Answer> {
  const body = await response.text();
  let json: unknown = undefined;
  if (body) {
    try {
      json = JSON.parse(body);
    } catch {
      json = body;
    }
  }
  return { ok: response.ok, status: response.status, headers: response.headers, body, json };
}
