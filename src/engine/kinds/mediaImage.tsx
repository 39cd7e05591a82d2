/** An image of the media library: the app's picker when it supplies one, a path box otherwise. */
import type { MediaImageField } from '../../../resources/kit/defineResource';
import { ThumbnailField } from '../fields/ThumbnailField';
import { MediaUrlInput } from '../inputs/MediaUrlInput';
import { textFilter } from './filterInputs';
import type { UiKind } from './types';

export const mediaImage: UiKind<MediaImageField> = {
  input: ({ ctx, field, common }) => {
    const Media = ctx.components.inputs?.mediaImage ?? MediaUrlInput;
    return <Media key={common.source} {...common} field={field} resource={ctx.declaration.name} />;
  },
  display: ({ source }) => <ThumbnailField source={source} />,
  filter: textFilter,
};
