import { useRef, useState } from 'react';
import type {
  ConfirmImportBody,
  ConfirmImportResponse,
  CsvMapping,
  ImportPreviewResponse,
} from '@elevate/shared/schemas/imports';
import { useConfirmImport } from '../../../entities/imports/confirm-import.ts';
import { useUploadImport } from '../../../entities/imports/upload-import.ts';
import type { UploadProgress } from '../../../lib/upload.ts';
import { importErrorText } from '../import-messages.ts';

export type FlowStep =
  | { kind: 'choose' }
  | { kind: 'uploading'; file: File }
  | { kind: 'mapping'; file: File; preview: ImportPreviewResponse }
  | { kind: 'preview'; file: File; preview: ImportPreviewResponse }
  | {
      kind: 'done';
      preview: ImportPreviewResponse;
      result: ConfirmImportResponse;
      duplicatesSkipped: number;
    };

/**
 * One file at a time through choose → (map columns, CSV only) → preview → done; the
 * files chosen together wait in a queue and the summary offers the next one.
 */
export function useImportFlow() {
  const [step, setStep] = useState<FlowStep>({ kind: 'choose' });
  const [queue, setQueue] = useState<File[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  /**
   * The account the person picked (decision 0052); null leaves it to the server: the
   * account the file's bank account went into last time, else the default.
   */
  const [account, setAccount] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const upload = useUploadImport();
  const confirm = useConfirmImport();

  const send = (file: File, mapping?: CsvMapping, accountId = account ?? undefined) => {
    setError(null);
    setProgress(null);
    const previous = step;
    setStep({ kind: 'uploading', file });
    abort.current = new AbortController();
    upload.mutate(
      { file, mapping, accountId, onProgress: setProgress, signal: abort.current.signal },
      {
        onSuccess: (preview) => {
          if (accountId) setAccount(accountId);
          const csvFirstLook = preview.format === 'csv' && !mapping && preview.mapping;
          setStep({ kind: csvFirstLook ? 'mapping' : 'preview', file, preview });
        },
        onError: (failure) => {
          // A failed re-upload from the mapping or review step keeps the user's place.
          const keep = previous.kind === 'mapping' || previous.kind === 'preview';
          setStep(keep ? previous : { kind: 'choose' });
          if (!(failure instanceof DOMException && failure.name === 'AbortError'))
            setError(importErrorText(failure));
        },
      },
    );
  };

  const start = (files: File[]) => {
    const [first, ...rest] = files;
    if (!first) return;
    setQueue(rest);
    send(first);
  };

  return {
    step,
    queue,
    progress,
    error,
    clearError: () => setError(null),
    busy: upload.isPending || confirm.isPending,
    /** The account picked for the next file; null: the server's choice. */
    account,
    /**
     * Picks the account. On the review step the file is read again into it: duplicates
     * and possible matches are the account's own.
     */
    chooseAccount: (accountId: string) => {
      if (step.kind === 'preview') {
        if (accountId !== step.preview.accountId) send(step.file, step.preview.mapping, accountId);
      } else setAccount(accountId);
    },
    start,
    cancelUpload: () => abort.current?.abort(),
    applyMapping: (mapping: CsvMapping, changed: boolean) => {
      if (step.kind !== 'mapping') return;
      if (changed) send(step.file, mapping);
      else setStep({ kind: 'preview', file: step.file, preview: step.preview });
    },
    editMapping: () => {
      if (step.kind === 'preview' && step.preview.mapping) setStep({ ...step, kind: 'mapping' });
    },
    confirm: (body: ConfirmImportBody, duplicatesSkipped: number) => {
      if (step.kind !== 'preview') return;
      const { preview } = step;
      setError(null);
      confirm.mutate(
        { importId: preview.importId, body },
        {
          onSuccess: (result) => setStep({ kind: 'done', preview, result, duplicatesSkipped }),
          onError: (failure) => setError(importErrorText(failure)),
        },
      );
    },
    next: () => start(queue),
    reset: () => {
      setQueue([]);
      setError(null);
      setAccount(null);
      setStep({ kind: 'choose' });
    },
  };
}
