/**
 * Which parts of an order may be edited in which state: the table lives in @dom/domain
 * (`ORDER_EDITABLE_STATES`) so the web offers exactly what this server accepts.
 */
export {
  type OrderEditGroup as EditGroup,
  canEditOrder as canEdit,
  orderEditGroupsIn as editableGroupsIn,
} from '@dom/domain';
