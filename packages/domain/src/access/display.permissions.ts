// Menu and tab permissions. Names the spec shows are kept letter for letter; routes it gives no
// name for follow its own `Display_<Screen>_Tab` pattern.

export const MENU_DISPLAY_PERMISSIONS = [
  // Buyer
  'Adm_Order_View',
  'Display_PO_Orders',
  'Ful_Consignment_View',
  'Display_Credit_Memo_Tab',
  'Display_Reports_Tab',
  'Display_Buyer_Tab',
  'Display_Buyer_Entity_Tab',
  'Display_Rfq_Tab',
  'Display_Payment_Reminder_Tab',
  'Display_Cm_Dashboard_Tab',
  'Display_Payment_Decisions_Tab',
  // Control panel
  'Display_Roles_Dashboard_Tab',
  'Display_Permission_Groups_Tab',
  'Display_Permissions_Tab',
  'Display_Resources_Tab',
  'Display_Manage_Reports_Tab',
  'Display_My_Profile_Tab',
  'Display_Hr_Portal',
  'Display_Auth_Management_Tab',
  // Seller
  'Display_Warehouse_Tab',
  'Display_Seller_Enquiries_Tab',
  'Display_Purchase_Requisition_Tab',
  'Display_Seller_Profiles_Tab',
  'Display_Seller_Tds_Document_Upload_Tab',
  'Display_Quotations_Tab',
  'Display_Seller_Bills_Tab',
  'Display_Payment_Tracker_Tab',
  'Display_Discover_Price_Tab',
  'Display_Seller_Payments_Tab',
  'Display_Seller_Po_Payments_Tab',
  // Sales
  'Display_Sales_Dashboard_Tab',
  'Display_Pitch_Documents_Tab',
  'Display_Pitch_Documents_Upload_Tab',
  'Display_Sales_Lead_Tab',
  'Display_Rm_Meetings_Tab',
  'Display_Sales_Pipeline_Tab',
  'Display_Rfq_Enquiries_Tab',
  'Allow_Quotation_Automation',
  // Logistics
  'Display_Logistics_Control_Tower',
  'Display_Logistics_Rfq_Tab',
  'Display_Dispatch_Management_Tab',
  'Display_Transporter_Master_Tab',
  // Credit programme
  'Display_Buyer_Finance_File_Upload_Tab',
  'View_Credit_Program',
  'Display_Factoring_Center',
  'Display_Seller_Early_Payments_Tab',
  // Customer experience and user imports
  'Display_Nps_Imports_Tab',
  // Discount
  'Display_Service_Discount_Sales_Data_Tab',
  'Display_Service_Discount_Credit_Note_Tab',
  'Display_TOD',
  'Display_Manual_Add_Service_Discount_Tab',
  'Display_Buyer_Cash_Discounts_Tab',
  'Display_Seller_Cash_Discount_Tab',
  // Product catalogue
  'Display_Catalogue_Images_Tab',
  'Display_Category_View_Tab',
  'Display_Attributes_Tab',
  'Display_Attributes_Set_Mapping_Tab',
  'Display_Attribute_Sets_Tab',
  'Display_Products_View_Tab',
  'Display_Report_Category_View_Tab',
  // Catalogue imports
  'Display_Pim_Imports_Category_Tab',
  'Display_Pim_Imports_Attribute_Set_Tab',
  'Display_Pim_Imports_Attribute_Tab',
  'Display_Pim_Imports_Attribute_To_Attribute_Set_Mapping_Tab',
  'Display_Pim_Imports_Attribute_Set_To_Category_Mapping_Tab',
  'Display_Pim_Imports_Channel_Attribute_Mapping_Tab',
  'Display_Pim_Imports_Product_Tab',
  'Display_Pim_Imports_Product_Channel_Attribute_Tab',
  'Display_Pim_Imports_Attribute_Possible_Values_Tab',
  'Display_Pim_Imports_Report_Category_Tab',
  // Platform management
  'Display_Campaign_Tab',
  'Display_Llm_Rules_Tab',
  'Display_Llm_Dictionary_Tab',
  'Display_Master_Data_Tab',
  'Display_Products_Tab',
  'Display_Notifications_Tab',
  'Display_Notifications_Management_Console_Tab',
  'Display_Query_Generator_Tab',
  // User imports
  'Display_User_Imports_Tab',
  'Display_Sales_Partner_Rm_Tab',
  'Display_Sales_Promoter_Tab',
  'Display_Location_Tab',
  'Display_Region_Hierarchy_Tab',
  'Display_Importer_Leads_Tab',
  'Display_Region_Location_Mapping_Tab',
  'Display_Target_Tab',
  'Display_Team_Tab',
  'Display_Team_Composition_Tab',
  // Reports, system, warehouse, monitoring, approvals, rules
  'Display_Data_Lake_Reports_Tab',
  'Display_Reports_Superset',
  'Display_Recon',
  'Display_Inventory_Tab',
  'Display_Hawkeye_Tab',
  'Display_Approval_Center_Tab',
  'Display_BRE',
] as const;

export const SELLER_DISPLAY_PERMISSIONS = [
  'Display_Seller_Dashboard',
  'Display_Seller_Payments_UBS',
  'Display_Share_Price_Seller',
  'Display_Seller_Tod',
  'Display_Seller_Sales_Data',
  // The seller portal's Reports and Invoices entries use a second variant of the admin names.
  'Display_Reports_Tab_V2',
  'Display_Invoices_Tab_V2',
] as const;

/**
 * The seller Quotations entry is gated by a permission that is never granted (doc 1 §6), so the
 * entry stays hidden. No role, not even Admin, may hold it.
 */
export const NEVER_GRANTED_PERMISSION = 'Display_Seller_Quotations';

/** Tabs inside screens, gated separately from the menu (doc 2 §2, doc 3 §2). */
export const TAB_PERMISSIONS = [
  'Allow_Invoice_Correction',
  'Allow_Additional_POB',
  'View_Buyer_Bank_Details',
  'Display_Entity_Kyc_Tab',
  'Display_Discounting_Program_Tab',
  'View_Overdue_Reminder',
  'View_Legal_Reminder',
  'View_Buyer_Ledger',
  'Display_Order_Procurement_Tab',
  'Display_Order_Job_Work_Tab',
  'Display_Seller_Documents_Tab',
  'Display_Activity_Log_Tab',
] as const;
