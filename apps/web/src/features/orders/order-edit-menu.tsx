import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { OrderDetail } from '@dom/contract';
import { type ComponentType, Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { type OrderEditPart, orderEditParts } from './order-edit-parts';

type EditDialogProps = { order: OrderDetail; onClose: () => void };

// The edit dialogs (their forms, the date picker) are not in the order's first paint: a part's
// dialog is fetched when the menu opens, before a part is chosen.
const LOADERS: Record<OrderEditPart, () => Promise<{ default: ComponentType<EditDialogProps> }>> = {
  dates: () => import('./order-edit-dates-dialog').then((m) => ({ default: m.OrderEditDatesDialog })),
  people: () => import('./order-edit-people-dialog').then((m) => ({ default: m.OrderEditPeopleDialog })),
  quantities: () =>
    import('./order-edit-quantities-dialog').then((m) => ({ default: m.OrderEditQuantitiesDialog })),
  production: () =>
    import('./order-edit-production-dialog').then((m) => ({ default: m.OrderEditProductionDialog })),
  address: () => import('./order-edit-address-dialog').then((m) => ({ default: m.OrderEditAddressDialog })),
};
const DIALOGS: Record<OrderEditPart, ComponentType<EditDialogProps>> = {
  dates: lazy(LOADERS.dates),
  people: lazy(LOADERS.people),
  quantities: lazy(LOADERS.quantities),
  production: lazy(LOADERS.production),
  address: lazy(LOADERS.address),
};

/** "Edit order": one button listing the parts this user may change in the order's state now. */
export function OrderEditMenu({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<OrderEditPart | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const parts = orderEditParts(order.orderStatus, user?.permissions ?? []);
  if (parts.length === 0) return null;
  const EditDialog = open ? DIALOGS[open] : null;

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<EditIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          for (const part of parts) void LOADERS[part]();
        }}
      >
        {t('orders.edit.open')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {parts.map((part) => (
          <MenuItem
            key={part}
            onClick={() => {
              setAnchor(null);
              setOpen(part);
            }}
          >
            {t(`orders.edit.parts.${part}`)}
          </MenuItem>
        ))}
      </Menu>
      {EditDialog && (
        <Suspense fallback={null}>
          <EditDialog order={order} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
