/**
 * The page's early script, a build entry of its own (build/earlyScript.ts) that index.html runs as
 * soon as it arrives, while react-admin and MUI are still downloading: on a cold list address it
 * starts the reads the list needs first (earlyReads.ts). Importing it starts them.
 */
import { declarations } from '../engine/declarations';
import { currentHashPath } from '../providers/auth/loginRedirect';
import { startEarlyReads } from './earlyReads';

startEarlyReads(currentHashPath(), declarations);
