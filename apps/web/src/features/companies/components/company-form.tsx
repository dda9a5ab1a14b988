import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import * as z from 'zod/mini';
import { updateCompanyContract, type Company } from '@wb/shared/identity/companies.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { meQuery } from '../../../app/session/me';
import { withFieldMessages } from '../../../components/form/field-messages';
import { handleFormError } from '../../../components/form/form-errors';
import { FormOptionalTextField } from '../../../components/form/form-optional-text-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { SectionCard } from '../../../components/layout/section-card';
import { companyQueries } from '../api/companies-queries';
import { REQUISITE_FIELDS } from '../lib/requisites';

const FIELDS = ['name', ...REQUISITE_FIELDS.map((f) => `requisites.${f.key}`)];

/** Name and requisites (PATCH /api/companies/:id): owners edit, everyone else reads. */
export function CompanyForm({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const queryClient = useQueryClient();
  const readOnly = !company.isOwner;
  const schema = useMemo(
    () =>
      withFieldMessages(z.required(updateCompanyContract.body), {
        'requisites.inn': t('requisites.innInvalid'),
        'requisites.kpp': t('requisites.kppInvalid'),
        'requisites.ogrn': t('requisites.ogrnInvalid'),
        'requisites.email': t('requisites.emailInvalid'),
      }),
    [t],
  );
  const form = useZodForm(schema, {
    defaultValues: { name: company.name, requisites: company.requisites },
  });
  const action = t('form.failed');
  const save = useMutation({
    mutationFn: (body: Pick<Company, 'name' | 'requisites'>) =>
      apiRequest(updateCompanyContract, { params: { id: company.id }, body }),
    meta: { silent: true, action },
    onSuccess: (next) => {
      queryClient.setQueryData(companyQueries.detail(next.id).queryKey, next);
      void queryClient.invalidateQueries({ queryKey: companyQueries.list() });
      // The company's name appears in the header's switcher.
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      form.reset({ name: next.name, requisites: next.requisites });
      void notify(t('form.saved'), { variant: 'success' });
    },
    onError: (error) => handleFormError(error, form.setError, FIELDS, action),
  });

  return (
    <SectionCard title={t('form.title')} description={t('form.description')}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={form.handleSubmit((body) => save.mutate(body))}
        aria-label={t('form.title')}
      >
        {readOnly && <Alert severity="info">{t('form.ownersOnly')}</Alert>}
        <FormTextField
          control={form.control}
          name="name"
          label={t('fields.name')}
          required
          fullWidth
          slotProps={{ htmlInput: { readOnly } }}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {REQUISITE_FIELDS.map((field) => (
            <Box key={field.key} sx={{ gridColumn: 'wide' in field ? '1 / -1' : undefined }}>
              <FormOptionalTextField
                control={form.control}
                name={`requisites.${field.key}`}
                emptyValue={undefined}
                label={t(`requisites.${field.key}`)}
                type={'type' in field ? field.type : 'text'}
                autoComplete={'autoComplete' in field ? field.autoComplete : 'off'}
                multiline={field.key === 'address'}
                fullWidth
                slotProps={{
                  htmlInput: {
                    readOnly,
                    inputMode: 'inputMode' in field ? field.inputMode : undefined,
                  },
                }}
              />
            </Box>
          ))}
        </Box>
        {!readOnly && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              color="inherit"
              disabled={!form.formState.isDirty || save.isPending}
              onClick={() => form.reset()}
            >
              {t('form.discard')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!form.formState.isDirty || save.isPending}
            >
              {t('common:actions.save')}
            </Button>
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
