import { Paper, Step, StepLabel, Stepper } from '@mui/material';
import type { FlowStep } from '../hooks/use-import-flow.ts';
import { useImportFlow } from '../hooks/use-import-flow.ts';
import { CsvMappingStep } from './csv-mapping-step.tsx';
import { FileChooser } from './file-chooser.tsx';
import { ImportAccountField } from './import-account-field.tsx';
import { ImportSummary } from './import-summary.tsx';
import { PreviewStep } from './preview-step.tsx';
import { UploadProgressBar } from './upload-progress.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

const stepIndex: Record<FlowStep['kind'], number> = {
  choose: 0,
  uploading: 0,
  mapping: 1,
  preview: 2,
  done: 3,
};

const stepLabels = [
  'imports.step.choose',
  'imports.step.map',
  'imports.step.review',
  'imports.step.done',
] as const;

/** Choose → map columns (CSV) → review → done, one file at a time. */
export function ImportFlow({ flow }: { flow: ReturnType<typeof useImportFlow> }) {
  const t = useT();
  const { step } = flow;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Stepper activeStep={stepIndex[step.kind]} alternativeLabel sx={{ mb: 3 }}>
        {stepLabels.map((label) => (
          <Step key={label}>
            <StepLabel>{t(label)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {flow.error && (
        <FormErrorAlert onClose={flow.clearError} sx={{ mb: 2 }}>
          {flow.error}
        </FormErrorAlert>
      )}
      {step.kind === 'choose' && (
        <>
          <ImportAccountField
            value={flow.account}
            onChange={flow.chooseAccount}
            helperText={flow.account === null ? t('imports.account.remembersHelp') : undefined}
          />
          <FileChooser onFiles={flow.start} />
        </>
      )}
      {step.kind === 'uploading' && (
        <UploadProgressBar
          fileName={step.file.name}
          progress={flow.progress}
          onCancel={flow.cancelUpload}
        />
      )}
      {step.kind === 'mapping' && step.preview.mapping && step.preview.layout && (
        <CsvMappingStep
          key={step.preview.importId}
          fileName={step.preview.fileName}
          mapping={step.preview.mapping}
          layout={step.preview.layout}
          busy={flow.busy}
          onApply={flow.applyMapping}
          onCancel={flow.reset}
        />
      )}
      {step.kind === 'preview' && (
        <ImportAccountField
          value={step.preview.accountId}
          onChange={flow.chooseAccount}
          disabled={flow.busy}
          helperText={
            step.preview.suggestedAccountId === step.preview.accountId
              ? t('imports.account.rememberedHelp')
              : t('imports.account.pickHelp')
          }
        />
      )}
      {step.kind === 'preview' && (
        <PreviewStep
          key={step.preview.importId}
          preview={step.preview}
          busy={flow.busy}
          onConfirm={flow.confirm}
          onEditMapping={step.preview.layout ? flow.editMapping : undefined}
          onCancel={flow.reset}
        />
      )}
      {step.kind === 'done' && (
        <ImportSummary
          preview={step.preview}
          result={step.result}
          duplicatesSkipped={step.duplicatesSkipped}
          nextFile={flow.queue[0]?.name}
          onNext={flow.next}
          onDone={flow.reset}
        />
      )}
    </Paper>
  );
}
