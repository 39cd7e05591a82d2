/**
 * The "Historique" section under a generated edit form. Folded at first: the history is read, and
 * its code loaded, only when the user opens it, so opening a form costs no extra request.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { LoadingLine } from '../../layout/LoadingLine';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { useAreaRights } from '../permissions/useAreaRights';

const RecordHistory = lazy(async () => ({
  default: (await import('../../features/history/RecordHistory')).RecordHistory,
}));

export function HistoryAccordion({ declaration }: { declaration: ResourceDeclaration }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const canAccess = useAreaRights(declaration.name).can('history', record);
  const id = `history-${declaration.name}`;
  if (!canAccess) return null;
  return (
    <Accordion disableGutters elevation={0} square slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Typography component="h2" variant="subtitle1">
          {translate('history.panel.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>
        <Suspense fallback={<LoadingLine />}>
          <RecordHistory declaration={declaration} />
        </Suspense>
      </AccordionDetails>
    </Accordion>
  );
}
