/**
 * Image fields (`mediaImage`) and the library's files, both ways, read from the declarations so no
 * area needs code of its own: a record's image must name a file that exists (422 on the field), and
 * deleting a file first finds the records whose image it is.
 */
import type { MediaImageField } from '../../resources/kit/defineResource';
import { mediaPathName } from '../../resources/contracts/mediaRules';
import { validationError, type FieldError } from '../http/apiError';
import { t } from '../http/messages';
import type { ResourceModel } from '../resources/model';
import type { MediaLibrary } from './mediaLibrary';

export function imageFieldsOf(model: ResourceModel): MediaImageField[] {
  return model.declaration.fields.filter((field): field is MediaImageField => field.kind === 'mediaImage');
}

/**
 * 422 on each image field whose value names no file of its directory, with exactly that name: a
 * typed path, a wrong case (`Philosophie.PNG`) or a file deleted since the form was opened.
 */
export async function checkImageFiles(
  model: ResourceModel,
  values: Record<string, unknown>,
  media: Pick<MediaLibrary, 'contains'>,
): Promise<void> {
  const errors: FieldError[] = [];
  for (const field of imageFieldsOf(model)) {
    const value = values[field.name];
    if (typeof value !== 'string') continue;
    // The schema has already refused a value that is no path of the field's directory.
    const name = mediaPathName(value, field.directory) ?? value;
    if (await media.contains(field.directory, name)) continue;
    errors.push({
      loc: ['body', field.name],
      msg: t('server.media.imageMissing', { name, directory: field.directory }),
      type: 'value_error',
    });
  }
  if (errors.length > 0) throw validationError(errors);
}
