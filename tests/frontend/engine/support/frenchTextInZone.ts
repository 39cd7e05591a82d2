/**
 * Run by frenchText.test.ts in a process of its own, whose time zone (TZ) is the one under test:
 * a running process cannot change the zone its dates read local time in. Prints, for each sample
 * moment, what frenchText writes and what Intl writes in French, as JSON.
 */
import { formatDate } from '../../../../src/engine/fields/frenchText';

const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'UTC' });
const moment = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });
const samples = [
  Date.UTC(999, 11, 31, 23, 59),
  Date.UTC(1000, 0, 1),
  Date.UTC(9999, 11, 31, 23, 59),
  Date.UTC(12000, 0, 1),
];
// Every 37 hours and 13 minutes from 1969 to 2031: every day of the month, hour and minute.
for (let at = Date.UTC(1969, 0, 1); at < Date.UTC(2031, 0, 1); at += (37 * 60 + 13) * 60_000)
  samples.push(at);

const written = samples.flatMap((at) => [
  [formatDate(new Date(at), false), day.format(at)],
  [formatDate(new Date(at).toISOString(), true), moment.format(at)],
]);
console.log(JSON.stringify({ zone: moment.resolvedOptions().timeZone, written }));
