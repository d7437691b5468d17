import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { OrderDetail } from '@dom/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { OrderEditAddressDialog } from './order-edit-address-dialog';
import { OrderEditDatesDialog } from './order-edit-dates-dialog';
import { type OrderEditPart, orderEditParts } from './order-edit-parts';
import { OrderEditPeopleDialog } from './order-edit-people-dialog';
import { OrderEditProductionDialog } from './order-edit-production-dialog';
import { OrderEditQuantitiesDialog } from './order-edit-quantities-dialog';

const DIALOGS: Record<OrderEditPart, typeof OrderEditDatesDialog> = {
  dates: OrderEditDatesDialog,
  people: OrderEditPeopleDialog,
  quantities: OrderEditQuantitiesDialog,
  production: OrderEditProductionDialog,
  address: OrderEditAddressDialog,
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
        onClick={(e) => setAnchor(e.currentTarget)}
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
      {EditDialog && <EditDialog order={order} onClose={() => setOpen(null)} />}
    </>
  );
}
