import Cancel from '@mui/icons-material/Cancel';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchPick } from '../../../components/form/search-pick';
import { SectionCard } from '../../../components/layout/section-card';
import { matching } from '../lib/district';

export interface Member {
  key: string;
  label: string;
}

interface Pick {
  value: string;
  label: string;
}

/**
 * A searchable picker of names with a free-text entry ("add «…»") for names not offered yet:
 * the districts list areas and warehouses by name, WB's spelling.
 */
export function NamePicker({
  label,
  options,
  taken,
  onPick,
  disabled,
}: {
  label: string;
  options: readonly string[];
  taken: readonly string[];
  onPick: (name: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('districts');
  const [search, setSearch] = useState('');
  const free = options.filter((o) => !taken.includes(o));
  const found: Pick[] = matching(free, search).map((value) => ({ value, label: value }));
  const typed = search.trim();
  if (typed && !options.includes(typed) && !taken.includes(typed))
    found.push({ value: typed, label: t('members.addTyped', { name: typed }) });
  return (
    <SearchPick<Pick>
      label={label}
      search={disabled ? '' : search}
      onSearch={setSearch}
      options={found}
      keyOf={(o) => o.label}
      labelOf={(o) => o.label}
      onPick={(o) => onPick(o.value)}
      nothingFound={t('members.nothingFound')}
    />
  );
}

/** A district's members as chips (removable when editable), a picker and the last refusal. */
export function MembersSection({
  title,
  description,
  members,
  editable,
  pending,
  error,
  onRemove,
  picker,
  empty,
  children,
}: {
  title: string;
  description?: string;
  members: Member[];
  editable: boolean;
  pending: boolean;
  error: string | null;
  onRemove: (key: string) => void;
  picker: ReactNode;
  empty: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('districts');
  return (
    <SectionCard title={title} description={description}>
      <Stack spacing={2}>
        {members.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <Stack
            component="ul"
            aria-label={title}
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
          >
            {members.map((m) => (
              <li key={m.key}>
                <Chip
                  label={m.label}
                  disabled={pending}
                  {...(editable
                    ? {
                        onDelete: () => onRemove(m.key),
                        deleteIcon: (
                          <Cancel
                            role="button"
                            aria-hidden={false}
                            aria-label={t('members.remove', { name: m.label })}
                          />
                        ),
                      }
                    : {})}
                />
              </li>
            ))}
          </Stack>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {editable && picker}
        {children}
      </Stack>
    </SectionCard>
  );
}
