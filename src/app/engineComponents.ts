/**
 * The escape-hatch components the declarations name, handed to the resource engine. Each one is
 * loaded with the screen that needs it rather than with the app.
 */
import type { CustomScreenProps, EngineComponents, EngineInputProps } from '../engine';
import { lazyComponent } from './lazyComponent';

const MediaImageInput = lazyComponent<EngineInputProps>(
  async () => (await import('../features/media')).MediaImageInput,
);

const SatisfactionDomainsPage = lazyComponent<CustomScreenProps>(
  async () => (await import('../features/satisfaction-domains')).SatisfactionDomainsPage,
);

export const engineComponents: EngineComponents = {
  inputs: { mediaImage: MediaImageInput },
  screens: { SatisfactionDomainsPage },
};
