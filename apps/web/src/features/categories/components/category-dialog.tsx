import {
  renameCategorySchema,
  type Category,
  type RenameCategoryInput,
} from '@wb/shared/categories/categories.contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { withFieldMessages } from '../../../components/form/field-messages';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { handleFormError } from '../../../components/form/form-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useSaveCategory } from '../api/categories-queries';

/** Adds a category (top level, or under `parent`) or renames `category`. */
export function CategoryDialog({
  category,
  parent,
  onClose,
}: {
  category?: Category;
  parent?: Category | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('categories');
  const schema = useMemo(
    () =>
      i18n.language.startsWith('ru')
        ? renameCategorySchema
        : withFieldMessages(renameCategorySchema, { name: t('messages.name') }),
    [t, i18n.language],
  );
  const form = useZodForm<RenameCategoryInput>(schema, {
    defaultValues: { name: category?.name ?? '' },
  });
  const save = useSaveCategory(category ? { category } : { parentId: parent?.id ?? null }, {
    onSaved: onClose,
    onError: (error) =>
      handleFormError(
        error,
        form.setError,
        ['name'],
        t(category ? 'renameFailed' : 'createFailed'),
      ),
  });
  const title = category
    ? t('dialog.renameTitle', { name: category.name })
    : parent
      ? t('dialog.childTitle', { name: parent.name })
      : t('dialog.createTitle');
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      submitText={category ? t('common:actions.save') : t('dialog.create')}
      submitDisabled={save.isPending}
    >
      <FormTextField
        name="name"
        control={form.control}
        autoFocus
        required
        fullWidth
        margin="dense"
        label={t('fields.name')}
        helperText=" "
      />
    </FormDialog>
  );
}
