import { AcknowledgeDialog } from './acknowledge-dialog';
import { ACTION_KINDS } from './consignment-actions';
import { EwayBillVehiclesDialog } from './eway-bill-vehicles-dialog';
import {
  LogisticsDialog,
  DispatchDialog,
  EwayBillDialog,
  ExtendEwayBillDialog,
  TrackingUrlDialog,
} from './logistics-dialogs';
import { DispatchFactsDialog, TransportationRequestDialog } from './dispatch-request-dialogs';
import { HsnDialog, SplitDialog } from './line-dialogs';
import { ModifyDialog } from './modify-dialog';
import { DraftPackDialog, InvoiceDialog, PackDialog, VoidInvoiceDialog } from './pack-dialogs';
import { PodDialog } from './pod-dialog';
import { CommentActionDialog, ConfirmActionDialog, ReasonActionDialog } from './simple-action-dialogs';
import { PreTransitTripDialog, StockTransferDialog } from './transfer-dialogs';
import type { ActionDialogProps } from './use-consignment-action';

/** The dialog of an allowed action, chosen by how the action is asked for. */
export function ConsignmentActionDialog(props: ActionDialogProps) {
  switch (ACTION_KINDS[props.action.action]) {
    case 'confirm':
      return <ConfirmActionDialog {...props} />;
    case 'acknowledge':
      return <AcknowledgeDialog {...props} />;
    case 'remarks':
      return <CommentActionDialog {...props} required={false} />;
    case 'comment':
      return <CommentActionDialog {...props} required />;
    case 'reason':
      return <ReasonActionDialog {...props} />;
    case 'draftPack':
      return <DraftPackDialog {...props} />;
    case 'invoice':
      return <InvoiceDialog {...props} />;
    case 'pack':
      return <PackDialog {...props} />;
    case 'voidInvoice':
      return <VoidInvoiceDialog {...props} />;
    case 'logistics':
      return <LogisticsDialog {...props} />;
    case 'trackingUrl':
      return <TrackingUrlDialog {...props} />;
    case 'dispatch':
      return <DispatchDialog {...props} />;
    case 'ewayBill':
      return <EwayBillDialog {...props} />;
    case 'extendEwayBill':
      return <ExtendEwayBillDialog {...props} />;
    case 'ewayBillVehicles':
      return <EwayBillVehiclesDialog {...props} />;
    case 'pod':
      return <PodDialog {...props} />;
    case 'modify':
      return <ModifyDialog {...props} />;
    case 'split':
      return <SplitDialog {...props} />;
    case 'hsn':
      return <HsnDialog {...props} />;
    case 'stockTransfer':
      return <StockTransferDialog {...props} />;
    case 'preTransitTrip':
      return <PreTransitTripDialog {...props} />;
    case 'transportationRequest':
      return <TransportationRequestDialog {...props} />;
    case 'dispatchFacts':
      return <DispatchFactsDialog {...props} />;
    default:
      return null;
  }
}
