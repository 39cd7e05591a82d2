/**
 * The upload queue, free of React: files wait their turn, at most `concurrency` go at once, and
 * each one ends on its own (done, error with the server's message, cancelled). A failure never
 * stops the others; a failed or cancelled file can be sent again. Screens read immutable
 * snapshots through subscribe/getSnapshot (useSyncExternalStore).
 */
import type { MediaItem } from './mediaItem';

export type UploadStatus = 'refused' | 'queued' | 'uploading' | 'done' | 'error' | 'cancelled';

export interface UploadEntry {
  readonly id: number;
  readonly file: File;
  /** The directory the file goes to, fixed when it was added. */
  readonly target: string;
  readonly status: UploadStatus;
  /** Fraction sent, 0 to 1. */
  readonly progress: number;
  /** Why the file was refused or failed: the client check's or the server's message. */
  readonly message?: string;
  readonly item?: MediaItem | null;
}

export type UploadFunction = (
  target: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<MediaItem | null>;

export interface UploadQueueOptions {
  upload: UploadFunction;
  concurrency: number;
  /** Turns a failure into the message shown on the file's line. */
  errorMessage: (error: unknown) => string;
  onUploaded?: (entry: UploadEntry) => void;
}

export interface NewUpload {
  file: File;
  /** Set when the client checks refuse the file: it is listed but never sent. */
  refusal?: string;
}

const ACTIVE: ReadonlySet<UploadStatus> = new Set(['queued', 'uploading']);

export class UploadQueue {
  private entries: readonly UploadEntry[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly controllers = new Map<number, AbortController>();
  private nextId = 1;
  private readonly options: UploadQueueOptions;

  constructor(options: UploadQueueOptions) {
    this.options = options;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly UploadEntry[] => this.entries;

  add(target: string, uploads: readonly NewUpload[]): void {
    const added = uploads.map(({ file, refusal }): UploadEntry => ({
      id: this.nextId++,
      file,
      target,
      status: refusal ? 'refused' : 'queued',
      progress: 0,
      message: refusal,
    }));
    this.entries = [...this.entries, ...added];
    this.emit();
    this.pump();
  }

  retry(id: number): void {
    const entry = this.find(id);
    if (!entry || (entry.status !== 'error' && entry.status !== 'cancelled')) return;
    this.patch(id, { status: 'queued', progress: 0, message: undefined });
    this.pump();
  }

  cancel(id: number): void {
    const entry = this.find(id);
    if (entry?.status === 'queued') this.patch(id, { status: 'cancelled' });
    else if (entry?.status === 'uploading') this.controllers.get(id)?.abort();
  }

  /** Removes a finished line (a file still waiting or being sent stays). */
  dismiss(id: number): void {
    const entry = this.find(id);
    if (!entry || ACTIVE.has(entry.status)) return;
    this.entries = this.entries.filter((e) => e.id !== id);
    this.emit();
  }

  clearFinished(): void {
    this.entries = this.entries.filter((e) => ACTIVE.has(e.status));
    this.emit();
  }

  /** Stops everything in flight (the screen that owns the queue is going away). */
  abortAll(): void {
    for (const entry of this.entries)
      if (entry.status === 'queued') this.patch(entry.id, { status: 'cancelled' });
    for (const controller of this.controllers.values()) controller.abort();
  }

  private find(id: number): UploadEntry | undefined {
    return this.entries.find((e) => e.id === id);
  }

  private patch(id: number, patch: Partial<UploadEntry>): void {
    this.entries = this.entries.map((e) => (e.id === id ? { ...e, ...patch } : e));
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private pump(): void {
    let running = this.entries.filter((e) => e.status === 'uploading').length;
    for (const entry of this.entries) {
      if (running >= this.options.concurrency) break;
      if (entry.status !== 'queued') continue;
      running += 1;
      this.start(entry);
    }
  }

  private start(entry: UploadEntry): void {
    const controller = new AbortController();
    this.controllers.set(entry.id, controller);
    this.patch(entry.id, { status: 'uploading', progress: 0, message: undefined });
    const onProgress = (fraction: number) => {
      if (this.find(entry.id)?.status === 'uploading') this.patch(entry.id, { progress: fraction });
    };
    this.options
      .upload(entry.target, entry.file, onProgress, controller.signal)
      .then(
        (item) => {
          this.patch(entry.id, { status: 'done', progress: 1, item });
          const done = this.find(entry.id);
          if (done) this.options.onUploaded?.(done);
        },
        (error: unknown) => {
          if (controller.signal.aborted) this.patch(entry.id, { status: 'cancelled', progress: 0 });
          else this.patch(entry.id, { status: 'error', message: this.options.errorMessage(error) });
        },
      )
      .finally(() => {
        this.controllers.delete(entry.id);
        this.pump();
      });
  }
}
