/**
 * The import dialog: file, column mapping, preview (server dry run), import, summary. Closing it
 * mid-way loses nothing on the server: only the final import writes.
 */
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { Button, useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { resourceNameKey } from '../../../resources/kit/labels';
import { FileStep } from './FileStep';
import { MappingStep } from './MappingStep';
import { PreviewStep } from './PreviewStep';
import { SummaryStep } from './SummaryStep';
import { useImportWizard, type ImportStep } from './useImportWizard';

const STEPS: ImportStep[] = ['file', 'mapping', 'preview', 'summary'];

export interface ImportDialogProps {
  declaration: ResourceDeclaration;
  onClose: () => void;
}

export function ImportDialog({ declaration, onClose }: ImportDialogProps) {
  const translate = useTranslate();
  const wizard = useImportWizard(declaration);
  const name = translate(resourceNameKey(declaration.name), { smart_count: 2, _: declaration.name });
  const busy = wizard.busy !== undefined;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby="csv-import-title"
    >
      <DialogTitle id="csv-import-title">{translate('csvImport.title', { name })}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={STEPS.indexOf(wizard.step)} sx={{ mb: 3 }}>
          {STEPS.map((step) => (
            <Step key={step}>
              <StepLabel>{translate(`csvImport.steps.${step}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {wizard.fileWarning && (wizard.step === 'mapping' || wizard.step === 'preview') && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate(wizard.fileWarning.key, wizard.fileWarning.options)}
          </Alert>
        )}
        {wizard.step === 'file' && <FileStep wizard={wizard} />}
        {wizard.step === 'mapping' && <MappingStep wizard={wizard} declaration={declaration} />}
        {wizard.step === 'preview' && <PreviewStep wizard={wizard} />}
        {wizard.step === 'summary' && wizard.result && <SummaryStep result={wizard.result} />}
      </DialogContent>
      <DialogActions>
        {wizard.step === 'mapping' && <Button label="csvImport.back" onClick={wizard.restart} />}
        {wizard.step === 'mapping' && (
          <Button
            variant="contained"
            label="csvImport.mapping.next"
            disabled={wizard.problem !== null}
            onClick={() => void wizard.check()}
          />
        )}
        {wizard.step === 'preview' && (
          <Button label="csvImport.back" disabled={busy} onClick={() => wizard.setStep('mapping')} />
        )}
        {wizard.step === 'preview' && (
          <Button label="csvImport.preview.recheck" disabled={busy} onClick={() => void wizard.check()} />
        )}
        {wizard.step === 'preview' && wizard.preview && (
          <Button
            variant="contained"
            label="csvImport.preview.import"
            // Every row refused: nothing could be written, whichever the mode.
            disabled={busy || wizard.preview.rows.every((row) => row.verdict === 'error')}
            onClick={() => void wizard.runImport()}
          />
        )}
        {wizard.step === 'summary' && <Button label="csvImport.summary.another" onClick={wizard.restart} />}
        <Button label="csvImport.close" disabled={busy} onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}
