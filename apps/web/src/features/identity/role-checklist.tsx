import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_OPTIONS } from './users-support';

export interface AssignedRole {
  role: string;
  isAdmin: boolean;
}

/** Roles as tick boxes; with `withAdmin`, each chosen role also carries its isAdmin flag. */
export function RoleChecklist({
  value,
  onChange,
  withAdmin = false,
  error,
}: {
  value: readonly AssignedRole[];
  onChange: (next: AssignedRole[]) => void;
  withAdmin?: boolean;
  /** Shown under the list, already translated. */
  error?: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const byRole = new Map(value.map((r) => [r.role, r]));
  const toggle = (role: string, on: boolean) =>
    onChange(on ? [...value, { role, isAdmin: false }] : value.filter((r) => r.role !== role));
  const setAdmin = (role: string, isAdmin: boolean) =>
    onChange(value.map((r) => (r.role === role ? { ...r, isAdmin } : r)));

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('users.roles')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: withAdmin ? '1fr' : 'repeat(2, minmax(0, 1fr))' },
          maxHeight: 280,
          overflowY: 'auto',
        }}
      >
        {ROLE_OPTIONS.map((option) => {
          const chosen = byRole.get(option.value);
          return (
            <Box key={option.value} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
              <FormControlLabel
                sx={withAdmin ? { minWidth: 240 } : undefined}
                control={
                  <Checkbox
                    size="small"
                    checked={chosen !== undefined}
                    onChange={(e) => toggle(option.value, e.target.checked)}
                  />
                }
                label={option.label}
              />
              {withAdmin && chosen && (
                <FormControlLabel
                  control={
                    <Checkbox
                      size="small"
                      checked={chosen.isAdmin}
                      onChange={(e) => setAdmin(option.value, e.target.checked)}
                      slotProps={{ input: { 'aria-label': t('users.isAdminOf', { role: option.label }) } }}
                    />
                  }
                  label={t('users.isAdmin')}
                />
              )}
            </Box>
          );
        })}
      </Box>
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
