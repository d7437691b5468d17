// Action permissions, by the families the spec names (doc 1 §6, doc 2 §6, doc 3 §6).

export const ORDER_PERMISSIONS = [
  'Allow_Order_Create',
  'Allow_Order_Approval',
  'Allow_Order_Edit',
  'Allow_Order_Cancel',
  'Allow_Order_Upload',
  'Allow_Order_Dependency_Reasons',
  'Allow_Assign_Order_Manager',
  'Allow_Update_Max_Mdd',
  'Allow_Update_Logistics_Manager',
  'Allow_Update_Production_Date',
  'Allow_Update_Dispatch_Delivery_Date',
  'Allow_Update_Order_Address',
  'Allow_Order_Invoice_Revision',
] as const;

export const CONSIGNMENT_PERMISSIONS = [
  'Allow_Consignment_Create',
  'Allow_Consignment_Acknowledge',
  'Allow_Consignment_Reject',
  'Allow_Consignment_Pack',
  'Allow_Consignment_Undo_Packing',
  'Allow_Consignment_Add_Logistics',
  'Allow_Consignment_Dispatch',
  'Allow_Consignment_Cancel',
  'Allow_Consignment_Void',
  'Allow_Consignment_Reverse',
  'Allow_Retry_Eway_Bill',
  'Allow_Extend_Eway_Bill',
  'Allow_Retry_Invoice',
  'Allow_Consignment_Split',
  'Allow_Consignment_Modify',
  'Allow_Update_Hsn',
  'Allow_Stock_Transfer',
  'Allow_Pre_Transit_Trip',
  'Allow_Credit_Exception',
  'Allow_Shipment_Status_Update',
  'Allow_Pod_Upload',
] as const;

export const INVOICE_PERMISSIONS = [
  'Allow_Invoice_Submit',
  'Approve_Invoice',
  'Allow_Invoice_Void',
  'Allow_Invoice_Settlement',
  'Approve_Invoice_Revision',
  'Allow_Void_Irn_Request',
  'Allow_Credit_Debit_Note',
  'Allow_Invoice_Edit_Prices',
  'Approve_Invoice_Edit',
  'Allow_Tag_Invoices',
] as const;

export const PARTY_PERMISSIONS = [
  'Allow_Buyer_Create',
  'Allow_Buyer_Edit',
  'Allow_Buyer_Contact_Edit',
  'Allow_Buyer_Address_Edit',
  'Allow_Ledger_Export',
  'Allow_Kyc_Review',
  'Allow_Account_Suspend',
  'Allow_Seller_Edit',
  'Allow_Seller_Bank_Update',
  'Allow_Warehouse_Edit',
  'Allow_Transporter_Create',
  // Which sales partner RM looks after a buyer, and a buyer's promoters and directors (doc 3 §7
  // "partner RM" and "promoter" uploads; the spec names no permission of its own).
  'Allow_Partner_Rm_Upload',
  'Allow_Partner_Rm_Download',
  'Allow_Promoter_Upload',
  'Allow_Promoter_Download',
] as const;

/** Quote actions exist once per business unit (doc 1 §6): DIRECT, UTCL and UBS. */
export const QUOTATION_PERMISSIONS = [
  'Allow_Rfq_Create',
  'Allow_Rfq_Edit',
  'Allow_Rfq_Upload',
  'Allow_Rfq_Clone',
  'Allow_Rfq_Cancel',
  'Allow_Rfq_Place_Order',
  'Allow_Enquiry_Receive_Request',
  'Allow_Enquiry_Sourcing_Required',
  'Allow_Enquiry_Sourcing_Completed',
  'Allow_Enquiry_Accept_Response',
  'Allow_Enquiry_Negotiate',
  'Allow_Enquiry_Sourcer_Accept',
  'Allow_Enquiry_Finalize_Seller',
  'Allow_Enquiry_Share_To_Sellers',
  'Allow_Enquiry_Reassign',
  'Allow_Quotation_Create',
  'Allow_Quotation_Send_For_Approval',
  'Allow_Quotation_Request_Changes',
  'Allow_Quotation_Assign_Category',
  'Allow_Quotation_Cancel',
  'Approve_Quote_Direct',
  'Approve_Quote_UTCL',
  'Approve_Quote_UBS',
  'Send_Quote_Direct',
  'Send_Quote_UTCL',
  'Send_Quote_UBS',
  // The minimum order value rules (doc 3 §7 "MOV" uploads; the spec names no permission of its own).
  'Allow_Mov_Upload',
  'Allow_Mov_Download',
  // The supply area's other master data (doc 3 §7 "inventory", "assortment", "brand config" uploads;
  // the spec names no permission of their own).
  'Allow_Inventory_Upload',
  'Allow_Inventory_Download',
  'Allow_Assortment_Upload',
  'Allow_Assortment_Download',
  'Allow_Brand_Config_Upload',
  'Allow_Brand_Config_Download',
  // The RFQs raised by the UBS RFQ upload, downloaded in its columns (the spec names the upload only).
  'Allow_Rfq_Download',
  // Buyer-specific prices (doc 3 §7 pricing area "buyer price"; the spec names no permission of its own).
  'Allow_Buyer_Price_Upload',
  'Allow_Buyer_Price_Download',
  // Sellers' discounts on SKUs the category desk agrees (doc 3 §7 pricing area "discounts"; the
  // spec names no permission of its own).
  'Allow_Discount_Upload',
  'Allow_Discount_Download',
  // A seller shares or withdraws its price list on /share-price (the spec names only the screen's
  // Display_Share_Price_Seller, which a read-only auditor holds too; issue 30 §2).
  'Allow_Share_Price',
  // A seller answers an enquiry shared with it (the spec names only the Enquiries screen's
  // Display_Seller_Enquiries_Tab, which the category desk and the auditor hold too; issue 30 §2).
  'Allow_Seller_Enquiry_Answer',
] as const;

export const LOGISTICS_PERMISSIONS = [
  'Allow_Logistics_Rfq_Create',
  'Allow_Logistics_Rfq_Publish',
  'Allow_Logistics_Rfq_Respond',
  'Allow_Logistics_Rfq_Approve',
  'Allow_Logistics_Rfq_Negotiate',
  'Allow_Transport_Request_Create',
  'Allow_Transport_Request_Finalize',
  'Allow_Transport_Load_Manage',
  'Allow_Vehicle_Allocation',
  'Allow_Transport_Dispatch',
  // Transport lane rates (doc 3 §7 "logistics" uploads; the spec names no permission of its own).
  'Allow_Logistics_Upload',
  'Allow_Logistics_Download',
] as const;

export const PROCUREMENT_PERMISSIONS = [
  'Allow_Purchase_Requisition_Create',
  'Approve_Purchase_Requisition_Category_Lead',
  'Approve_Purchase_Requisition_Finance',
  'Allow_Purchase_Requisition_Cancel',
] as const;

export const CREDIT_PERMISSIONS = [
  'Allow_Credit_Lead_Create',
  'Allow_Credit_Lead_Submit',
  'Allow_Credit_Lead_Enrich',
  'Allow_Credit_Lead_Archive',
  'Approve_Credit_Lead_Sales',
  'Approve_Credit_Lead_Finance',
  'Approve_Credit_Lead_Credit',
  'Approve_Credit_Lead_Ceo',
  'Approve_Credit_Lead_Co_Option',
  'Allow_Credit_Memo_Create',
  'Allow_Credit_Memo_Edit',
  'Allow_Adhoc_Limit_Create',
  'Approve_Adhoc_Limit',
  'Allow_Enhancer_Upload',
  'Allow_Enhancer_Edit',
  'Allow_Factoring_Upload',
  'Allow_Buyer_Finance_Upload',
  // The buyers' virtual accounts (doc 3 §7 credit area; the spec names no permission of its own).
  'Allow_Buyer_Virtual_Account_Upload',
  'Allow_Buyer_Virtual_Account_Download',
  // The buyers' cash-discount pass-through (doc 3 §7 credit area; the spec names no permission of its own).
  'Allow_Cash_Discount_Upload',
  'Allow_Cash_Discount_Download',
] as const;

export const PAYMENT_PERMISSIONS = [
  'Allow_Payment_Request_Create',
  'Approve_Payment_Request_Category_Lead',
  'Approve_Payment_Request_Finance',
  'Approve_Payment_Request_Finance_Lead',
  'Allow_Payment_Processing',
  'Allow_Seller_Payment_Upload',
  'Approve_Seller_Payment_Batch',
  'Allow_Seller_Payment_Processing',
  'Allow_Seller_Payment_Cancel',
  'Allow_Payment_Reminder_Send',
  'Allow_Payment_Decision',
  'Allow_Early_Payment_Create',
  'Approve_Early_Payment',
  'Allow_Seller_Bill_Edit',
  'Approve_Seller_Bill_Edit',
  'Allow_Seller_Tds_Upload',
  'Approve_Transaction',
  'Allow_Transaction_Retry',
] as const;

export const DISCOUNT_PERMISSIONS = [
  'Allow_Buyer_Cash_Discount_Create',
  'Approve_Buyer_Cash_Discount',
  'Allow_Buyer_Cash_Discount_Export',
  'Approve_Seller_Cash_Discount',
  'Allow_Tod_Upload',
  // The TOD slabs' download (task type TOD; the spec names the upload only).
  'Allow_Tod_Download',
  'Allow_Tod_Submit',
  'Approve_Tod',
  'Allow_Service_Discount_Create',
  'Allow_Service_Discount_Credit_Note',
] as const;

export const CATALOGUE_PERMISSIONS = [
  'Allow_Catalogue_Edit',
  'Allow_Catalogue_Image_Upload',
  'Allow_Pim_Import_Upload',
  'Approve_Pim_Import',
  'Allow_Master_Data_Upload',
  'Allow_Master_Data_Download',
  'Allow_Bulk_Upload',
  'Allow_Bulk_Download',
  'Allow_Import_Retry',
  // Serviceability and buyer ↔ brand mapping (doc 3 §7 promise area; the spec names no permission of its own).
  'Allow_Product_Region_Upload',
  'Allow_Product_Region_Download',
  'Allow_Buyer_Brand_Mapping_Upload',
  'Allow_Buyer_Brand_Mapping_Download',
] as const;

export const ENGAGEMENT_PERMISSIONS = [
  'Allow_Meeting_Create',
  'Allow_Meeting_Edit',
  'Allow_Meeting_Cancel',
  'Allow_Lead_Create',
  'Allow_Lead_Convert',
  'Allow_Pitch_Document_Upload',
  'Allow_Notification_Retrigger',
  'Allow_Notification_Template_Edit',
  'Allow_Campaign_Manage',
  'Allow_Rule_Manage',
  'Allow_Llm_Rules_Manage',
] as const;

export const APPROVAL_PERMISSIONS = [
  'Approve_Approval_Request',
  'Allow_Approval_Request_Cancel',
  'Review_Approval_Item',
  'Approve_Approval_Item',
  'Reject_Approval_Item',
  'Allow_Exceptional_Approval_Request',
  'Approve_Exceptional_Approval',
] as const;

export const ADMIN_PERMISSIONS = [
  'Allow_User_Create',
  'Allow_User_Activation',
  'Allow_Role_Upsert',
  'Allow_Role_Delegation',
  'Allow_Manager_Reassign',
  'Allow_Resource_Manage',
  'Allow_Permission_Manage',
  'Allow_Report_Manage',
  'Allow_Access_Request',
  'Approve_Access_Request_Manager',
  'Approve_Access_Request_Admin',
  'Allow_Access_Grant',
  'Allow_Access_Request_Reject',
] as const;

export const DELEGATION_PERMISSIONS = ['Allow_Act_As_User', 'Allow_Act_As_Me_Delegation'] as const;

/** Held by background jobs and the books/GST integrations, which move states on their own. */
export const SYSTEM_PERMISSIONS = ['Allow_System_Transition'] as const;
