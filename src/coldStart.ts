/**
 * The page's first script, small and independent of the app's main code (see app/coldStart.ts):
 * index.html runs it as soon as it arrives, while react-admin and MUI are still downloading.
 */
import { coldStartOnce } from './app/coldStart';
import { declarations } from './engine/declarations';
import { currentHashPath } from './providers/auth/loginRedirect';

coldStartOnce(currentHashPath(), declarations);
