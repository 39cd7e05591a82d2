import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, httpClient, onUnauthorized, request } from '../../../src/providers/http/httpClient';
import { server } from '../../support/mswServer';

interface Seen {
  method: string;
  url: URL;
  authorization: string | null;
  body: unknown;
}

/** Answers every call under /api and /login with `answer`, keeping what was sent. */
function recordCalls(answer: () => Response = () => HttpResponse.json({})) {
  const seen: Seen[] = [];
  const handler = async ({ request: req }: { request: Request }) => {
    const text = await req.text();
    seen.push({
      method: req.method,
      url: new URL(req.url),
      authorization: req.headers.get('Authorization'),
      body: text ? JSON.parse(text) : undefined,
    });
    return answer();
  };
  server.use(http.all('*/api/*', handler), http.all('*/login', handler));
  return seen;
}

describe('httpClient helpers (spec 7)', () => {
  let stopListening: (() => void) | undefined;
  afterEach(() => stopListening?.());

  it('skips null and undefined query values and repeats arrays', async () => {
    const seen = recordCalls(() => HttpResponse.json([]));
    await httpClient.get('users', { q: 'dup', role: null, active: undefined, skip: 0, classes: [1, 2] });
    expect(seen[0].url.pathname).toBe('/api/users');
    expect(seen[0].url.search).toBe('?q=dup&skip=0&classes=1&classes=2');
  });

  it('sends the stored token as a bearer token, and nothing without one', async () => {
    const seen = recordCalls();
    await httpClient.getOne('users', 3);
    localStorage.setItem('token', 'abc.def');
    await httpClient.getOne('users', 3);
    expect(seen[0].authorization).toBeNull();
    expect(seen[1].authorization).toBe('Bearer abc.def');
    expect(seen[1].url.pathname).toBe('/api/users/3');
  });

  it('sends JSON bodies: POST, PUT with id, PUT without id, DELETE by id', async () => {
    const seen = recordCalls();
    await httpClient.post('themes', { name: 'Eau' });
    await httpClient.put('themes', 4, { name: 'Air' });
    await httpClient.putWithoutId('hashtags', { label: 'eau' });
    await httpClient.delete('hashtags', 'été fort');
    expect(seen.map((s) => [s.method, s.url.pathname, s.body])).toEqual([
      ['POST', '/api/themes', { name: 'Eau' }],
      ['PUT', '/api/themes/4', { name: 'Air' }],
      ['PUT', '/api/hashtags', { label: 'eau' }],
      ['DELETE', `/api/hashtags/${encodeURIComponent('été fort')}`, undefined],
    ]);
  });

  it('deletes in bulk with a body of ids and toggles active in bulk', async () => {
    const seen = recordCalls();
    await httpClient.bulkDelete('activities', [1, 2]);
    await httpClient.toggleActive('activities', { ids: [3], active: false });
    expect(seen[0]).toMatchObject({ method: 'DELETE', body: { ids: [1, 2] } });
    expect(seen[0].url.pathname).toBe('/api/activities/bulk');
    expect(seen[1]).toMatchObject({ method: 'PUT', body: { ids: [3], active: false } });
    expect(seen[1].url.pathname).toBe('/api/activities/bulk/toggle-active');
  });

  it('turns a FastAPI string detail into the HttpError message', async () => {
    recordCalls(() => HttpResponse.json({ detail: 'Ce libellé est déjà utilisé' }, { status: 409 }));
    const error = await httpClient.post('hashtags', { label: 'eau' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, message: 'Ce libellé est déjà utilisé' });
  });

  it('keeps field errors of a 422 under body.errors, keyed by field path', async () => {
    recordCalls(() =>
      HttpResponse.json(
        {
          detail: [
            { loc: ['body', 'title'], msg: 'Trop court', type: 'too_small' },
            { loc: ['body', 'questions', 0, 'label'], msg: 'Obligatoire', type: 'missing' },
          ],
        },
        { status: 422 },
      ),
    );
    const error = (await httpClient.post('activities', {}).catch((e: unknown) => e)) as HttpError;
    expect(error.body.errors).toEqual({ title: 'Trop court', 'questions.0.label': 'Obligatoire' });
    expect(error.message).toBe('Trop court · Obligatoire');
  });

  it('falls back to the French default message when the server says nothing', async () => {
    recordCalls(() => new HttpResponse(null, { status: 500 }));
    const plain = await httpClient.get('users').catch((e: unknown) => e);
    expect(plain).toMatchObject({ status: 500, message: 'Une erreur est survenue, veuillez réessayer' });
    const withDefault = await request('/api/tests', {
      defaultMessage: 'Erreur lors du chargement des tests',
    }).catch((e: unknown) => e);
    expect(withDefault).toMatchObject({ message: 'Erreur lors du chargement des tests' });
  });

  it('reports an unreachable server with the French network message', async () => {
    server.use(http.get('*/api/users', () => HttpResponse.error()));
    const error = await httpClient.get('users').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 0,
      message: 'Le serveur est injoignable, vérifiez votre connexion',
    });
  });

  it('tells the unauthorized listeners of a 401 before throwing, but not for an anonymous call', async () => {
    recordCalls(() => HttpResponse.json({ detail: 'Jeton invalide' }, { status: 401 }));
    const listener = vi.fn();
    stopListening = onUnauthorized(listener);
    await expect(httpClient.get('users')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0][0]).toMatchObject({ status: 401, message: 'Jeton invalide' });
    await expect(request('/login', { method: 'POST', body: {}, anonymous: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not send the token on an anonymous call', async () => {
    const seen = recordCalls();
    localStorage.setItem('token', 'abc');
    await request('/login', { method: 'POST', body: { email: 'a@b.fr' }, anonymous: true });
    expect(seen[0].authorization).toBeNull();
  });

  it('resolves API paths against the page origin when no API base is configured', () => {
    expect(apiUrl('/api/users')).toBe(`${window.location.origin}/api/users`);
    expect(apiUrl('login')).toBe(`${window.location.origin}/login`);
  });
});
