/**
 * Async report tasks of seller-analytics-api (paid storage, paid acceptance;
 * docs/wb-notes.md#cost-reports): created with a period, `new` → `processing` → `done` on the
 * sandbox's monotonic clock (real time plus any time advanced, so a fixed data clock does not stall
 * them), `purged` a while after, `canceled` when a `cancel` fault hits a status request. The report
 * is the data as of the task's creation.
 */
import { uuidFrom } from '../gen/rng.ts';

export type ReportKind = 'paid-storage' | 'acceptance';
export type TaskStatus = 'new' | 'processing' | 'done' | 'purged' | 'canceled';

/** Milliseconds after creation a task is processing, done, purged; tests may shorten them. */
export const REPORT_TASK_MS = { processing: 1_000, done: 2_500, purged: 2 * 3_600_000 };

export interface ReportTask {
  id: string;
  kind: ReportKind;
  fromDay: number;
  toDay: number;
  /** The data clock at creation: what the report shows. */
  asOf: number;
  /** The monotonic clock at creation. */
  createdAt: number;
  canceled: boolean;
}

export class ReportTaskState {
  private readonly tasks = new Map<string, ReportTask>();
  private created = 0;

  constructor(private readonly seed = 0) {}

  create(kind: ReportKind, fromDay: number, toDay: number, asOf: number, at: number): ReportTask {
    // Long purged tasks are forgotten (their ids then answer 404, as unknown ones do).
    for (const [id, t] of this.tasks) {
      if (at - t.createdAt > 2 * REPORT_TASK_MS.purged) this.tasks.delete(id);
    }
    const id = uuidFrom(this.seed, 0x7a5c, ++this.created);
    const task: ReportTask = { id, kind, fromDay, toDay, asOf, createdAt: at, canceled: false };
    this.tasks.set(id, task);
    return task;
  }

  /** The task of this kind with this id, or undefined (unknown ids and other kinds alike). */
  get(id: string, kind: ReportKind): ReportTask | undefined {
    const task = this.tasks.get(id.toLowerCase());
    return task?.kind === kind ? task : undefined;
  }

  status(task: ReportTask, at: number): TaskStatus {
    if (task.canceled) return 'canceled';
    const age = at - task.createdAt;
    if (age >= REPORT_TASK_MS.purged) return 'purged';
    if (age >= REPORT_TASK_MS.done) return 'done';
    return age >= REPORT_TASK_MS.processing ? 'processing' : 'new';
  }
}
