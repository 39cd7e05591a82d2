/** An image of the media library: a path inside the field's allow-listed directory. */
import type { MediaImageField } from '../defineResource';
import { isMediaPath, MEDIA_PATH_MAX_LENGTH } from '../../contracts/mediaRules';
import { plainCsv } from './csvCells';
import { normaliseTyped } from './text';
import type { KindDescriptor } from './types';

export const mediaImage: KindDescriptor<MediaImageField> = {
  listedByDefault: true,
  filteredByDefault: false,
  scalar: false,
  sortable: false,
  filterable: true,
  searchable: false,
  secret: false,
  hashed: false,
  storage: 'text',
  emptyValue: () => null,
  normalise: normaliseTyped,
  schema: (field, { t, z }) =>
    z.string({ error: t('validation.text') }).superRefine((value, ctx) => {
      if (value.length > MEDIA_PATH_MAX_LENGTH) {
        ctx.addIssue({ code: 'custom', message: t('validation.maxLength', { max: MEDIA_PATH_MAX_LENGTH }) });
      } else if (!isMediaPath(value, field.directory)) {
        ctx.addIssue({ code: 'custom', message: t('validation.mediaImage', { directory: field.directory }) });
      }
    }),
  csv: plainCsv,
  // The path rule is a refinement zod cannot describe; its length cap can be.
  jsonSchema: () => ({ maxLength: MEDIA_PATH_MAX_LENGTH }),
};
