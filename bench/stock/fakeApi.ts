/**
 * The REST API that ra-data-simple-rest expects (the stock app's data provider), in memory:
 * `GET /api/{resource}?sort=["id","ASC"]&range=[0,9]&filter={}` answers a JSON array with
 * `Content-Range: {resource} 0-9/{total}`; getMany comes as `filter={"id":[…]}`; getOne, update,
 * create and delete work on one record. Only what the benchmark's stock app asks for, nothing more.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FakeDatabase, FakeRecord } from './fakeData';

type Query = { sort?: string; range?: string; filter?: string };
type Params = { resource: string; id?: string };

function parsed<T>(text: string | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** `q` searches every text field; an array value matches any of its items; other keys must be equal. */
function matches(record: FakeRecord, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, wanted]) => {
    if (key === 'q') {
      const needle = asText(wanted).toLowerCase();
      return Object.values(record).some((value) => asText(value).toLowerCase().includes(needle));
    }
    const value = record[key];
    if (Array.isArray(wanted)) return wanted.some((item) => asText(item) === asText(value));
    if (Array.isArray(value)) return value.some((item) => asText(item) === asText(wanted));
    return asText(value) === asText(wanted);
  });
}

function compare(field: string, order: string) {
  const direction = order.toUpperCase() === 'DESC' ? -1 : 1;
  return (a: FakeRecord, b: FakeRecord): number => {
    const [x, y] = [a[field], b[field]];
    const result =
      typeof x === 'number' && typeof y === 'number' ? x - y : asText(x).localeCompare(asText(y), 'fr');
    return result * direction;
  };
}

export async function registerFakeApi(app: FastifyInstance, database: FakeDatabase): Promise<void> {
  const recordsOf = (resource: string, reply: FastifyReply): FakeRecord[] | undefined => {
    const records = database.get(resource);
    if (!records) void reply.code(404).send({ message: `Unknown resource ${resource}` });
    return records;
  };
  const indexOf = (records: FakeRecord[], id: string | undefined) =>
    records.findIndex((record) => String(record.id) === id);

  app.get<{ Params: Params; Querystring: Query }>('/api/:resource', async (request, reply) => {
    const records = recordsOf(request.params.resource, reply);
    if (!records) return reply;
    const [field, order] = parsed<[string, string]>(request.query.sort, ['id', 'ASC']);
    const filter = parsed<Record<string, unknown>>(request.query.filter, {});
    const selected = records.filter((record) => matches(record, filter)).sort(compare(field, order));
    const [start, end] = parsed<[number, number]>(request.query.range, [0, selected.length - 1]);
    const page = selected.slice(start, end + 1);
    const last = page.length > 0 ? start + page.length - 1 : start;
    return reply
      .header('Content-Range', `${request.params.resource} ${start}-${last}/${selected.length}`)
      .send(page);
  });

  app.get<{ Params: Params }>('/api/:resource/:id', async (request, reply) => {
    const records = recordsOf(request.params.resource, reply);
    if (!records) return reply;
    const record = records[indexOf(records, request.params.id)];
    return record ?? reply.code(404).send({ message: 'Not found' });
  });

  app.put<{ Params: Params; Body: Record<string, unknown> }>('/api/:resource/:id', async (request, reply) => {
    const records = recordsOf(request.params.resource, reply);
    if (!records) return reply;
    const index = indexOf(records, request.params.id);
    if (index < 0) return reply.code(404).send({ message: 'Not found' });
    records[index] = { ...records[index], ...request.body, id: records[index].id };
    return records[index];
  });

  app.post<{ Params: Params; Body: Record<string, unknown> }>('/api/:resource', async (request, reply) => {
    const records = recordsOf(request.params.resource, reply);
    if (!records) return reply;
    const record = { ...request.body, id: Math.max(0, ...records.map((r) => r.id)) + 1 };
    records.push(record);
    return reply.code(201).send(record);
  });

  app.delete<{ Params: Params }>('/api/:resource/:id', async (request, reply) => {
    const records = recordsOf(request.params.resource, reply);
    if (!records) return reply;
    const index = indexOf(records, request.params.id);
    if (index < 0) return reply.code(404).send({ message: 'Not found' });
    return records.splice(index, 1)[0];
  });
}
