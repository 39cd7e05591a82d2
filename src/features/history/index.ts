/** The change history feature: the edit screens' panel and the journal page (route /history). */
export { RecordHistory, type RecordHistoryProps } from './RecordHistory';
export { JournalPage, type JournalPageProps } from './JournalPage';
