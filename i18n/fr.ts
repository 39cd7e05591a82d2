/**
 * French messages, the app's first language: react-admin's own (ra-language-french) plus ours,
 * one file per area under i18n/fr/. The server reads the same files for its French error details.
 */
import frenchMessages from 'ra-language-french';
import { app } from './fr/app';
import { csvImport } from './fr/csvImport';
import { engine } from './fr/engine';
import { history } from './fr/history';
import { media } from './fr/media';
import { resources } from './fr/resources';
import { rights } from './fr/rights';
import { server } from './fr/server';
import { testDashboard } from './fr/testDashboard';
import { trash } from './fr/trash';
import { validation } from './fr/validation';

export const fr = {
  ...frenchMessages,
  ra: {
    ...frenchMessages.ra,
    // An edit page's title: the area, a separator, then the record ("Activité · Atelier : les volcans").
    page: { ...frenchMessages.ra.page, edit: '%{name} · %{recordRepresentation}' },
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
