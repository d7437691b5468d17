import { type BusinessUnit, isBusinessUnit } from '@dom/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useBusinessUnit } from '../business-unit/business-unit-context';

export interface BusinessUnitChoice {
  value: BusinessUnit;
  label: string;
  /** Other units this one groups (DIRECT groups UTCL). */
  includes: readonly BusinessUnit[];
}

/** The unit every list is scoped to; a switch refetches them (the provider invalidates queries). */
export function BusinessUnitSwitch({
  choices,
  compact = false,
}: {
  choices: readonly BusinessUnitChoice[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { businessUnit, setBusinessUnit } = useBusinessUnit();
  const known = choices.some((c) => c.value === businessUnit);
  return (
    <TextField
      select
      size="small"
      value={known ? businessUnit : ''}
      onChange={(event) => {
        if (isBusinessUnit(event.target.value)) setBusinessUnit(event.target.value);
      }}
      sx={{
        width: compact ? 112 : 136,
        '& .MuiInputBase-root': { bgcolor: 'background.paper' },
      }}
      slotProps={{
        // A floating label does not sit well on the dark header; the name is given to assistive
        // technology instead, and the value itself (DIRECT, UBS) says what it is.
        select: {
          renderValue: (value) => String(value),
          displayEmpty: true,
          SelectDisplayProps: { 'aria-label': t('shell.businessUnit.label') },
        },
      }}
    >
      {choices.map((choice) => (
        <MenuItem
          key={choice.value}
          value={choice.value}
          sx={{ flexDirection: 'column', alignItems: 'flex-start' }}
        >
          <span>{choice.label}</span>
          {choice.includes.length > 0 && (
            <span style={{ fontSize: '0.75rem', opacity: 0.75 }}>
              {t('shell.businessUnit.includes', { units: choice.includes.join(', ') })}
            </span>
          )}
        </MenuItem>
      ))}
    </TextField>
  );
}
