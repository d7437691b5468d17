import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { ColumnDef } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Density } from './list-preferences';

/** A column's id as TanStack gives it: its `id`, else its accessor key. */
export function columnIdOf<T>(column: ColumnDef<T, never>): string | undefined {
  if (column.id) return column.id;
  const key = (column as { accessorKey?: unknown }).accessorKey;
  return typeof key === 'string' ? key : undefined;
}

interface ListLayoutControlsProps<T> {
  columns: ColumnDef<T, never>[];
  density: Density;
  onDensity: (density: Density) => void;
  hidden: readonly string[];
  onToggleColumn: (id: string) => void;
}

/** Desktop only: the row density toggle and the column chooser (the first column always stays). */
export function ListLayoutControls<T>({
  columns,
  density,
  onDensity,
  hidden,
  onToggleColumn,
}: ListLayoutControlsProps<T>) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choosable = columns
    .map((c) => ({ id: columnIdOf(c), header: c.header }))
    .filter((c): c is { id: string; header: ColumnDef<T, never>['header'] } => c.id !== undefined)
    .slice(1);
  const next: Density = density === 'compact' ? 'comfortable' : 'compact';
  const densityLabel = density === 'compact' ? t('table.densityComfortable') : t('table.densityCompact');
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Tooltip title={densityLabel}>
        <IconButton
          aria-label={densityLabel}
          aria-pressed={density === 'comfortable'}
          onClick={() => onDensity(next)}
        >
          {density === 'compact' ? <DensityMediumIcon /> : <DensitySmallIcon />}
        </IconButton>
      </Tooltip>
      <Tooltip title={t('table.columns')}>
        <IconButton
          aria-label={t('table.columns')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ViewColumnIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {choosable.map((c) => {
          const shown = !hidden.includes(c.id);
          return (
            <MenuItem
              key={c.id}
              role="menuitemcheckbox"
              aria-checked={shown}
              onClick={() => onToggleColumn(c.id)}
            >
              <ListItemIcon>
                <Checkbox edge="start" checked={shown} tabIndex={-1} disableRipple size="small" />
              </ListItemIcon>
              <ListItemText>{typeof c.header === 'string' ? c.header : c.id}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </Box>
  );
}
