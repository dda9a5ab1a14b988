import { moduleError } from '../../lib/errors';

/** Every code the tags answer a refused request with (the WB ones: WB refused or failed). */
export type TagsErrorCode =
  | 'NOT_FOUND'
  | 'VALIDATION_FAILED'
  | 'TAG_LIMIT'
  | 'TAG_READ_ONLY'
  | 'TAG_BATCH_TOO_LARGE'
  | 'TAG_LINK_FAILED'
  | 'WB_PENDING'
  | 'WB_REJECTED'
  | 'WB_RATE_LIMITED'
  | 'WB_UNAVAILABLE';

export const tagsError = moduleError<TagsErrorCode>();

export const tagNotFound = () => tagsError('NOT_FOUND', 'Ярлык не найден');

/** A 400 with the message on one field too (the form shows it there). */
export const fieldError = (field: string, message: string, fieldMessage = message) =>
  tagsError('VALIDATION_FAILED', message, { fieldErrors: { [field]: [fieldMessage] } });

/** The 400 for a taken name (`wb`: in a WB account). */
export const duplicateName = (wb: boolean) =>
  fieldError(
    'name',
    'Ярлык с таким названием уже есть',
    wb ? 'В этом кабинете WB уже есть ярлык с таким названием' : 'Ярлык с таким названием уже есть',
  );
