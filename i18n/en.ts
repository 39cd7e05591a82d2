/** English messages, kept in step with fr.ts key for key (tests/shared/i18nKeys.test.ts checks it). */
import englishMessages from 'ra-language-english';
import { app } from './en/app';
import { csvImport } from './en/csvImport';
import { engine } from './en/engine';
import { history } from './en/history';
import { media } from './en/media';
import { resources } from './en/resources';
import { rights } from './en/rights';
import { server } from './en/server';
import { testDashboard } from './en/testDashboard';
import { trash } from './en/trash';
import { validation } from './en/validation';

export const en = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    // An edit page's title: the area, a separator, then the record ("Activité · Atelier : les volcans").
    page: { ...englishMessages.ra.page, edit: '%{name} · %{recordRepresentation}' },
  },
  app,
  csvImport,
  engine,
  history,
  media,
  resources,
  rights,
  server,
  testDashboard,
  trash,
  validation,
};
