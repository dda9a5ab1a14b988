import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { API_PROXY_ASSIGNMENTS } from '@wb/shared/connections/api-proxies.contract';
import { useId } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import type { ProxyFormValues } from '../lib/proxy-form';

/** Who uses the proxy: the pool (any cabinet without its own) or the chosen cabinets. */
export function AssignmentFields({
  control,
  accounts,
  accountsUnavailable,
}: {
  control: Control<ProxyFormValues>;
  accounts: readonly { id: string; name: string }[];
  /** The cabinet list could not be loaded (or may not be seen). */
  accountsUnavailable: boolean;
}) {
  const { t } = useTranslation('apiproxies');
  const labelId = useId();
  const assignment = useWatch({ control, name: 'assignment' });
  const selected = useWatch({ control, name: 'accountIds' });
  const names = new Map(accounts.map((a) => [a.id, a.name]));
  return (
    <>
      <FormControl>
        <FormLabel id={labelId}>{t('dialog.assignment')}</FormLabel>
        <Controller
          control={control}
          name="assignment"
          render={({ field }) => (
            <RadioGroup
              aria-labelledby={labelId}
              name={field.name}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
            >
              {API_PROXY_ASSIGNMENTS.map((a) => (
                <FormControlLabel
                  key={a}
                  value={a}
                  control={<Radio />}
                  label={t(`assignments.${a}`)}
                />
              ))}
            </RadioGroup>
          )}
        />
      </FormControl>
      {assignment === 'accounts' && (
        <FormTextField
          control={control}
          name="accountIds"
          select
          required
          label={t('dialog.accounts')}
          helperText={accountsUnavailable ? t('dialog.accountsUnavailable') : undefined}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (ids) => (ids as string[]).map((id) => names.get(id) ?? id).join(', '),
            },
          }}
        >
          {accounts.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              <Checkbox tabIndex={-1} disableRipple checked={selected.includes(a.id)} />
              <ListItemText primary={a.name} />
            </MenuItem>
          ))}
        </FormTextField>
      )}
    </>
  );
}
