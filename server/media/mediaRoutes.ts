/**
 * Media endpoints (resources/contracts/mediaContract.ts): list a directory, upload one image per request (field `file`;
 * a second file is refused), delete a file (409 naming the records whose image it is, unless confirmed with
 * `?force=true` where their declarations allow it). Files are served separately under /media-files (staticRoutes.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MediaInUseBody } from '../../resources/contracts/mediaContract';
import { bearerToken } from '../auth/bearerToken';
import { checkWrite } from '../auth/permissions/recordAccess';
import { asForbidden, mayShow } from '../auth/writeRights';
import { ApiError } from '../http/apiError';
import { t } from '../http/messages';
import type { CrudContext } from '../resources/crudRoutes';
import type { ResourceModel } from '../resources/model';
import { MAX_IMAGE_PIXELS } from './imageDecoding';
import { UnreadableImageError, UnsupportedImageError } from './mediaLibrary';
import { clearMediaUses, inUseBody, mediaUsage } from './mediaUsage';
import { isStoredName } from './safeName';

type DirectoryParams = { directory: string };
type FileParams = { directory: string; name: string };
type DeleteQuery = { force?: string };

const CONFIRMED = new Set(['true', '1']);

const itemSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    url: { type: 'string' },
    size: { type: 'integer' },
    width: { type: 'integer', nullable: true },
    height: { type: 'integer', nullable: true },
    type: { type: 'string' },
    modified_at: { type: 'string', format: 'date-time' },
  },
};

/**
 * The one file of an upload (field `file`). The contract is one file per request: a second file is
 * refused, never silently dropped, so the client learns that only part of what it sent was stored.
 */
async function readOneFile(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: () => ApiError,
): Promise<{ filename: string; bytes: Buffer }> {
  let upload: { filename: string; bytes: Buffer } | undefined;
  // files: 2 lets the parser hand over a second file, so it can be seen and refused.
  for await (const part of request.files({ limits: { fileSize: maxBytes, files: 2 } })) {
    if (upload) throw new ApiError(400, t('server.media.oneFile'));
    if (part.fieldname !== 'file') throw new ApiError(400, t('server.media.noFile'));
    try {
      upload = { filename: part.filename, bytes: await part.toBuffer() };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
    if (part.file.truncated) throw tooLarge();
  }
  if (!upload) throw new ApiError(400, t('server.media.noFile'));
  return upload;
}

export function registerMediaRoutes(app: FastifyInstance, maxBytes: number, context: CrudContext): void {
  const library = context.media;
  const checkDirectory = (directory: string) => {
    if (!library.has(directory)) throw new ApiError(404, t('server.media.unknownDirectory', { directory }));
  };
  const tooLarge = () =>
    new ApiError(413, t('server.media.tooLarge', { max: Math.round((maxBytes / (1024 * 1024)) * 10) / 10 }));

  app.get<{ Params: DirectoryParams }>(
    '/api/media/:directory',
    {
      config: { permission: { subject: 'media', action: 'list' } },
      schema: {
        tags: ['media'],
        summary: 'Images d’un dossier',
        response: { 200: { type: 'array', items: itemSchema } },
      },
    },
    async (request) => {
      checkDirectory(request.params.directory);
      return library.list(request.params.directory);
    },
  );

  app.post<{ Params: { target: string } }>(
    '/api/media/mm_serveur/:target',
    {
      config: { permission: { subject: 'media', action: 'create' } },
      schema: {
        tags: ['media'],
        summary: 'Envoi d’une image (multipart, champ file)',
        consumes: ['multipart/form-data'],
        response: { 201: itemSchema },
      },
    },
    async (request, reply) => {
      checkDirectory(request.params.target);
      if (!request.isMultipart()) throw new ApiError(400, t('server.media.notMultipart'));
      const { filename, bytes } = await readOneFile(request, maxBytes, tooLarge).catch((error: unknown) => {
        // The multipart parser throws plain errors on a body that is not the multipart it announces.
        throw error instanceof ApiError ? error : new ApiError(400, t('server.media.malformedMultipart'));
      });
      if (bytes.length === 0) throw new ApiError(400, t('server.media.empty'));
      try {
        const item = await library.save(request.params.target, filename, bytes);
        // eslint-disable-next-line @typescript-eslint/return-await -- the reply, once sent, is returned to Fastify, not awaited
        return reply.code(201).send(item);
      } catch (error) {
        if (error instanceof UnsupportedImageError) throw new ApiError(415, t('server.media.badType'));
        if (error instanceof UnreadableImageError) {
          throw error.reason === 'tooManyPixels'
            ? new ApiError(422, t('server.media.tooManyPixels', { max: MAX_IMAGE_PIXELS / 1_000_000 }))
            : new ApiError(422, t('server.media.unreadable'));
        }
        throw error;
      }
    },
  );

  app.delete<{ Params: FileParams; Querystring: DeleteQuery }>(
    '/api/media/files/:directory/:name',
    {
      config: { permission: { subject: 'media', action: 'delete' } },
      schema: {
        tags: ['media'],
        summary: 'Suppression d’un fichier (409 tant que des enregistrements l’utilisent, sauf force=true)',
        querystring: { type: 'object', properties: { force: { type: 'boolean' } } },
      },
    },
    async (request, reply) => {
      const { directory, name } = request.params;
      checkDirectory(directory);
      if (!isStoredName(name)) throw new ApiError(400, t('server.media.badName'));
      const force = CONFIRMED.has(String(request.query.force));
      const call = { user: request.user, token: bearerToken(request) };
      // The count, the clearing and the deletion in one transaction: a failure changes no record.
      const conflict = await context.database.transaction(async (): Promise<MediaInUseBody | undefined> => {
        if (!(await library.contains(directory, name)))
          throw new ApiError(404, t('server.media.fileNotFound', { name }));
        const visible = (model: ResourceModel, row: Record<string, unknown>) =>
          mayShow(request, model, row, context.stores);
        const usage = await mediaUsage(context, directory, name, visible);
        if (usage.count > 0) {
          if (!force || !usage.confirmable) return inUseBody(name, usage);
          await clearMediaUses(context, directory, name, call, (model, before, values) =>
            asForbidden(
              checkWrite(request, model, 'edit', values, before, (area) => context.stores.get(area)),
            ),
          );
        }
        // Last, so a failed clearing leaves the file where the records still point.
        await library.remove(directory, name);
        return undefined;
      });
      if (conflict) return reply.code(409).send(conflict);
      return { deleted: name };
    },
  );
}
